import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NOT_FOUND_REDIRECT_MS = 3000;

/** Unknown paths and routes the user's role may not open: back to where they came from. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The router gives the first location of a tab the key 'default': nothing to go back to.
  const canGoBack = useLocation().key !== 'default';
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    const timer = setTimeout(() => {
      if (canGoBack) void navigate(-1);
      else void navigate(paths.login.getHref(), { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [canGoBack, navigate]);

  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p aria-hidden="true" className="text-6xl font-semibold text-blue-800">
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="max-w-md text-slate-700">{t('notFound.description')}</p>
    </div>
  );
}

/** The same page where no layout frames it (an unknown address): its own `main` landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}
