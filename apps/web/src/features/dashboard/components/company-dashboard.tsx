import { joinAddress } from '@karyayojana/nepal-admin';
import type { Company, User } from '@karyayojana/contracts';
import { ArrowRight, CalendarRange, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { storageUrl } from '@/lib/storage-url';
import type { CompanyDashboard as CompanyData } from '../api/get-dashboard';

const EXPIRY_WARNING_DAYS = 30;

type BannerCompany = User['company'] & Partial<Pick<Company, 'municipality' | 'district'>>;

interface CompanyDashboardProps {
  /** The signed-in user's municipality at once; the dashboard's fuller copy once it arrived. */
  company: BannerCompany;
  /** The action-plan counts, or their loading / error state. */
  children: ReactNode;
}

/** An admin's or officer's dashboard: the municipality's banner and its action-plan counts. */
export function CompanyDashboard({ company, children }: CompanyDashboardProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const logo = storageUrl(company.logo);
  const subLogo = storageUrl(company.subLogo);
  const place = joinAddress([company.address, company.municipality, company.district]);
  const expired = company.status !== '1';
  const days = company.remaining_days;
  const soon = !expired && days !== null && days < EXPIRY_WARNING_DAYS;

  return (
    <div className="space-y-8">
      {(expired || soon) && (
        <p
          role={expired ? 'alert' : undefined}
          className={
            expired
              ? 'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900'
              : 'flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900'
          }
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {expired
            ? t('dashboard.expired')
            : t('dashboard.expiresSoon', { days: digits(days ?? 0) })}
        </p>
      )}
      <section className="flex flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left">
        {logo && (
          <img
            src={logo}
            alt={t('dashboard.logo', { name: company.name })}
            width={150}
            height={150}
            className="size-auto max-h-[150px] max-w-[150px] shrink-0 object-contain"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-2xl font-semibold break-words text-slate-900">{company.name}</p>
          {company.description && (
            <p className="text-lg break-words text-slate-700">{company.description}</p>
          )}
          {place && <p className="break-words text-slate-600">{place}</p>}
        </div>
        {subLogo && (
          <img
            src={subLogo}
            alt={t('dashboard.subLogo', { name: company.name })}
            width={150}
            height={150}
            className="size-auto max-h-[150px] max-w-[150px] shrink-0 object-contain"
          />
        )}
      </section>
      <section aria-labelledby="action-plans-title" className="space-y-4">
        <h2 id="action-plans-title" className="text-xl font-semibold text-slate-900">
          {t('dashboard.actionPlans')}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** This fiscal year's and all the municipality's action plans, with the way to them. */
export function ActionPlanCounts({ data }: { data: CompanyData }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <CalendarRange aria-hidden="true" className="size-6" />
      </span>
      <dl className="grid flex-1 grid-cols-2 gap-4">
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t('dashboard.thisYear')}</dt>
          <dd className="text-3xl font-semibold text-slate-900">{digits(data.activeYearEvents)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t('dashboard.total')}</dt>
          <dd className="text-3xl font-semibold text-slate-900">{digits(data.events)}</dd>
        </div>
      </dl>
      <Link
        to={paths.events.list.getHref()}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
      >
        {t('dashboard.openActionPlans')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
