import type { User } from '@karyayojana/contracts';
import { formatBs, todayBs } from '@karyayojana/nepali-calendar';
import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { storageUrl } from '@/lib/storage-url';

interface PrintHeaderProps {
  company: User['company'];
  /** The fiscal year's label ('2082/83'), or null when every year is shown. */
  fiscalYear: string | null;
  /** The other filters in words ("सम्पन्न भएको, सुशासन"); empty when none is set. */
  filters: string[];
}

/** On paper only: whose plan, for which year, chosen how, and when it was printed. */
export function PrintHeader({ company, fiscalYear, filters }: PrintHeaderProps) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const logo = storageUrl(company.logo);
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  return (
    <div className="hidden items-center gap-4 border-b-2 border-slate-800 pb-3 print:flex">
      {logo && <img src={logo} alt="" width={72} height={72} className="size-18 object-contain" />}
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-xl font-semibold text-slate-900">{company.name}</p>
        {company.description && <p className="text-sm text-slate-700">{company.description}</p>}
        {company.address && <p className="text-sm text-slate-700">{company.address}</p>}
        <p className="pt-1 text-lg font-semibold text-slate-900">
          {fiscalYear
            ? t('timeline.printHeader.plan', { year: digits(fiscalYear) })
            : t('timeline.printHeader.allYears')}
        </p>
        {filters.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('timeline.printHeader.filters', { filters: filters.join(', ') })}
          </p>
        )}
      </div>
      <p className="self-end text-xs text-slate-600">
        {t('timeline.printHeader.printedOn', {
          date: formatBs(todayBs(), lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang),
        })}
      </p>
    </div>
  );
}
