import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth/get-user';
import { storageUrl } from '@/lib/storage-url';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard: the municipality; counts and the expiry table come with their API calls. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { company } = useCurrentUser();
  const logo = storageUrl(company.logo);
  useDocumentTitle(t('dashboard.title'));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-8">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{t('dashboard.title')}</h1>
      <section className="flex flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left">
        {logo && (
          <img src={logo} alt="" width={96} height={96} className="size-24 object-contain" />
        )}
        <div className="min-w-0 space-y-1">
          <p className="text-xl font-semibold break-words text-slate-900">{company.name}</p>
          {company.description && <p className="text-slate-700">{company.description}</p>}
          {company.address && <p className="text-sm text-slate-600">{company.address}</p>}
        </div>
      </section>
      <p className="text-slate-700">{t('dashboard.comingSoon')}</p>
    </div>
  );
}
