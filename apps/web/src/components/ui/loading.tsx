import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from './spinner';

/** 'please wait..' with a spinner: route fallbacks, and while the signed-in user loads. */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 p-8 text-slate-700',
        fullScreen && 'min-h-dvh',
      )}
    >
      <Spinner className="text-blue-700" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
