import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface PageShellProps {
  back?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}

/** The column of a form or detail page, with a way back above it. */
export function PageShell({ back, children, className }: PageShellProps) {
  return (
    <div className={cn('mx-auto w-full max-w-3xl space-y-4 p-4 sm:p-6 lg:p-8', className)}>
      {back && (
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      {children}
    </div>
  );
}
