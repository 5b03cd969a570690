import type { Company } from '@karyayojana/contracts';
import { Building2, CalendarRange, CircleCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { PlatformDashboard as Data } from '../api/get-dashboard';
import { CountCard } from './count-card';

export interface PlatformDashboardProps {
  data: Data;
  /** The table of municipalities about to expire, with their renew buttons (features/companies). */
  renderExpiring: (companies: Company[]) => ReactNode;
}

/** The Super-Admin's dashboard: counts and the municipalities about to expire. */
export function PlatformDashboard({ data, renderExpiring }: PlatformDashboardProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <section aria-label={t('dashboard.counts')} className="grid gap-4 sm:grid-cols-3">
        <CountCard
          label={t('dashboard.companies')}
          count={data.companies}
          icon={Building2}
          to={paths.config.companies.getHref()}
        />
        <CountCard
          label={t('dashboard.users')}
          count={data.users}
          icon={Users}
          to={paths.config.companyUsers.getHref()}
        />
        <CountCard label={t('dashboard.events')} count={data.events} icon={CalendarRange} />
      </section>
      <section aria-labelledby="expiring-title" className="space-y-3">
        <div className="space-y-1">
          <h2 id="expiring-title" className="text-xl font-semibold text-slate-900">
            {t('dashboard.expiringTitle')}
          </h2>
          <p className="text-slate-700">{t('dashboard.expiringDescription')}</p>
        </div>
        {data.expiring.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {t('dashboard.noneExpiring')}
          </p>
        ) : (
          renderExpiring(data.expiring)
        )}
      </section>
    </div>
  );
}
