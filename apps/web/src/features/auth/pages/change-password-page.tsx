import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePasswordForm } from '../components/change-password-form';

/** /home/settings/profile and /dashboard/settings/change-password. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('changePassword.title'));
  return (
    <div className="mx-auto w-full max-w-xl p-4 sm:p-8">
      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('changePassword.title')}</h1>
          <p className="text-slate-700">{t('changePassword.description')}</p>
        </div>
        <ChangePasswordForm />
      </div>
    </div>
  );
}
