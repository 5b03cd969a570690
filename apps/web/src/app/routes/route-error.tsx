import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * Last resort for a route that throws. The usual cause on a slow or changing network: a page's
 * code could not be fetched (or a new release replaced it), which a reload mends.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|module/i.test(error.message);
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="max-w-md text-lg text-slate-800">
        {chunkFailed ? t('errors.page') : t('errors.generic')}
      </p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </div>
  );
}
