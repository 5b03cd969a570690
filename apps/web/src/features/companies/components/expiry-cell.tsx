import type { Company } from '@karyayojana/contracts';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { expiryDates, expiryLevel } from '../lib/expiry';
import { RenewButton } from './renew-button';

type ExpiryCompany = Pick<Company, 'id' | 'name' | 'expiry_date' | 'remaining_days'>;

/**
 * "Expires on": the date in BS with the AD beside it, then docs/behaviour.md §2's state: a Renew button
 * when no day is left, red with a warning icon under 30 days, amber "n days left" otherwise.
 */
export function ExpiryCell({ company }: { company: ExpiryCompany }) {
  const { t, i18n } = useTranslation();
  const digits = useLocalDigits();
  const dates = expiryDates(company.expiry_date, i18n.language === 'en' ? 'en' : 'ne');
  const level = expiryLevel(company.remaining_days);
  return (
    <div className="space-y-1">
      {dates && (
        <time dateTime={dates.iso} className="block">
          {dates.bs && <span className="block whitespace-nowrap text-slate-900">{dates.bs}</span>}
          <span className="block text-sm whitespace-nowrap text-slate-600">{dates.ad}</span>
        </time>
      )}
      {level === 'renew' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-red-700">
            {t('companies.expiry.expired')}
          </span>
          <RenewButton company={company} />
        </div>
      ) : (
        <p
          className={cn(
            'flex items-center gap-1 text-sm font-semibold whitespace-nowrap',
            level === 'warning' ? 'text-red-700' : 'text-amber-700',
          )}
        >
          {level === 'warning' && <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />}
          {t('companies.expiry.daysLeft', { days: digits(company.remaining_days ?? 0) })}
        </p>
      )}
    </div>
  );
}
