import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The way back to the sign-in page from the public email pages. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.login.getHref()}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-blue-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('account.backToLogin')}
    </Link>
  );
}
