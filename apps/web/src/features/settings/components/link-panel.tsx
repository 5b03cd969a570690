import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** Whose texts under `settings.` (title, intro, loadFailed; copy, copied, copyFailed). */
type LinkTexts = 'calendarFeed' | 'publicPlan';

interface LinkPanelProps<T> {
  /** The heading's id, which names the section. */
  headingId: string;
  icon: LucideIcon;
  texts: LinkTexts;
  /** What the panel shows: loading, failed with Retry, then `children` with its data. */
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A settings card around an address to hand out (the personal calendar feed, the public plan's
 * page): its heading and intro, then the address's panel once it has loaded.
 */
export function LinkPanel<T>({ headingId, icon: Icon, texts, query, children }: LinkPanelProps<T>) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-blue-700" />
        {t(`settings.${texts}.title`)}
      </h2>
      <p className="max-w-prose text-slate-700">{t(`settings.${texts}.intro`)}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          title={t(`settings.${texts}.loadFailed`)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

interface CopyLinkButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The address that goes on the clipboard. */
  text: string;
  texts: LinkTexts;
  /** Without a clipboard: selects the address on the page. */
  onCopyFailed: () => void;
}

/** Copy: puts an address on the clipboard and says so. */
export function CopyLinkButton({ text, texts, onCopyFailed, ...props }: CopyLinkButtonProps) {
  const { t } = useTranslation();

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toast.success(t(`settings.${texts}.copied`));
    } catch {
      // No clipboard (an http page, an old browser, a refused permission): the address is
      // selected so that the user's own copy takes it.
      onCopyFailed();
      toast.error(t(`settings.${texts}.copyFailed`));
    }
  }

  return (
    <Button {...props} onClick={() => void copy()}>
      <Copy aria-hidden="true" className="size-4" />
      {t(`settings.${texts}.copy`)}
    </Button>
  );
}
