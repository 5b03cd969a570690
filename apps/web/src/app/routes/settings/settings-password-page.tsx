import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useTranslation } from '@/lib/i18n';

/** /dashboard/settings/change-password: the change-password form (features/auth) in a tab. */
export function SettingsPasswordPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="settings-password"
      className="max-w-xl space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="space-y-1">
        <h2 id="settings-password" className="text-xl font-semibold text-slate-900">
          {t('changePassword.title')}
        </h2>
        <p className="text-slate-700">{t('changePassword.description')}</p>
      </div>
      <ChangePasswordForm />
    </section>
  );
}
