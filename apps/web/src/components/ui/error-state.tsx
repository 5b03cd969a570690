import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

interface ErrorStateProps {
  /** The failure, e.g. a query's `error`; its message is shown under the title. */
  error?: unknown;
  /** Defaults to the generic "could not load". */
  title?: string;
  onRetry: () => void;
  /** While the retry runs: the button shows a spinner. */
  retrying?: boolean;
  className?: string;
}

/**
 * A failed load: what went wrong and a Retry button.
 *
 *   if (query.isError)
 *     return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
 */
export function ErrorState({ error, title, onRetry, retrying, className }: ErrorStateProps) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="text-lg font-semibold text-slate-900">{title ?? t('common.loadFailed')}</p>
      {detail && <p className="max-w-prose break-words text-slate-700">{detail}</p>}
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
