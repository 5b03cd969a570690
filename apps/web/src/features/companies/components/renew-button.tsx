import type { Company } from '@karyayojana/contracts';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useRenewCompany } from '../api/renew-company';

interface RenewButtonProps {
  company: Pick<Company, 'id' | 'name'>;
  className?: string;
}

/** One more year of subscription (POST renew); a toast says so and the lists refresh. */
export function RenewButton({ company, className }: RenewButtonProps) {
  const { t } = useTranslation();
  const renew = useRenewCompany();
  return (
    <Button
      variant="secondary"
      className={cn('h-11 px-3', className)}
      busy={renew.isPending}
      aria-label={t('companies.renewLabel', { name: company.name })}
      onClick={() => renew.mutate(company.id)}
    >
      {!renew.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
      {t('companies.renew')}
    </Button>
  );
}
