import type { Company } from '@karyayojana/contracts';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { isActive } from '../lib/expiry';

/** docs/behaviour.md §2: status '1' is active; anything else is expired. */
export function CompanyStatusBadge({ company }: { company: Pick<Company, 'status'> }) {
  const { t } = useTranslation();
  const active = isActive(company);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        active ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
      )}
    >
      {active ? t('companies.status.active') : t('companies.status.expired')}
    </span>
  );
}
