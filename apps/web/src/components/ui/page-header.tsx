import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLocalDigits } from './use-local-digits';

interface PageHeaderProps {
  title: string;
  /** Shown after the title in the reader's digits: "आर्थिक वर्ष (३)". */
  count?: number;
  description?: string;
  /** Buttons on the right; they wrap under the title on a phone. */
  actions?: ReactNode;
  className?: string;
}

/** The page's <h1> with an optional count, a line of description and its action buttons. */
export function PageHeader({ title, count, description, actions, className }: PageHeaderProps) {
  const digits = useLocalDigits();
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-x-6 gap-y-3', className)}>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl">
          {title}
          {count !== undefined && ` (${digits(count)})`}
        </h1>
        {description && <p className="text-slate-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
