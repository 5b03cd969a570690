import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

interface EmptyStateProps {
  /** Defaults to the generic "nothing here yet". */
  title?: string;
  description?: string;
  /** Usually the button that adds the first item. */
  action?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/** What a list shows when it has no rows: a short sentence and, where it helps, the next step. */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = Inbox,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-lg font-semibold text-slate-800">{title ?? t('common.empty')}</p>
      {description && <p className="max-w-prose text-slate-700">{description}</p>}
      {action}
    </div>
  );
}
