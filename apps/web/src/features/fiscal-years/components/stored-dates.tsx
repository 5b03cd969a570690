import type { FiscalYear } from '@karyayojana/contracts';
import { BsDateText } from '@/components/ui/bs-date';
import { useTranslation } from '@/lib/i18n';

interface StoredDatesProps {
  fiscalYear: FiscalYear;
  /** Shows the date pickers instead (the "change" link of docs/behaviour.md §6). */
  onChange: () => void;
}

/** Edit mode: the year's dates, read-only (BS with AD), and a link to change them. */
export function StoredDates({ fiscalYear, onChange }: StoredDatesProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <dl className="grid grid-cols-2 gap-3">
        <div className="min-w-0 space-y-0.5">
          <dt className="text-sm font-semibold text-slate-800">{t('fiscalYears.startDate')}</dt>
          <dd>
            <BsDateText bs={fiscalYear.startDate} ad={fiscalYear.ad_startDate} />
          </dd>
        </div>
        <div className="min-w-0 space-y-0.5">
          <dt className="text-sm font-semibold text-slate-800">{t('fiscalYears.endDate')}</dt>
          <dd>
            <BsDateText bs={fiscalYear.endDate} ad={fiscalYear.ad_endDate} />
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onChange}
        className="min-h-11 text-sm font-semibold text-blue-700 underline hover:text-blue-900"
      >
        {t('fiscalYears.changeDates')}
      </button>
    </div>
  );
}
