import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CompanyForm } from '@/features/companies/components/company-form';
import { PublicPlanSettings } from '@/features/settings/components/public-plan-settings';
import { useCurrentUser } from '@/lib/auth/get-user';
import { isSuperAdmin, mayEditCompany } from '@/lib/auth/roles';
import { useTranslation } from '@/lib/i18n';

/** /dashboard/settings/company/:companyId: the municipality form (features/companies). */
export function SettingsCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { companyId } = useParams();
  // A malformed id is sent as 0: the server answers 404 and the form shows it.
  const id = companyId !== undefined && /^\d+$/.test(companyId) ? Number(companyId) : 0;
  return (
    <div className="space-y-5">
      <section aria-labelledby="settings-company" className="space-y-4">
        <div className="space-y-1">
          <h2 id="settings-company" className="text-xl font-semibold text-slate-900">
            {t('settings.company.title')}
          </h2>
          <p className="text-slate-700">{t('settings.company.description')}</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <CompanyForm
            key={id}
            companyId={id}
            // docs/behaviour.md §2: only the Super-Admin sets a subscription's end.
            allowExpiry={isSuperAdmin(user)}
            cancelTo={paths.settings.root.getHref()}
            // docs/behaviour.md §5: after a company update the user goes to /home.
            onSaved={() => void navigate(paths.home.root.getHref())}
          />
        </div>
      </section>
      {/* Issue 18: the plan for citizens, for whom may edit this municipality's profile. */}
      {mayEditCompany(user, id) && <PublicPlanSettings key={id} companyId={id} />}
    </div>
  );
}
