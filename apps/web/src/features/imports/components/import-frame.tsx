import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

interface ImportFrameProps {
  /** The list the import fills, to go back to. */
  back: { to: string; label: string };
  title: string;
  description: string;
  children: ReactNode;
}

/** An import page: the way back to its list, the heading, and the flow. */
export function ImportFrame({ back, title, description, children }: ImportFrameProps) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5 p-4 sm:p-6 lg:p-8">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-blue-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

/** What an import page shows once the rows are written: the sentence and where to see them. */
export function ImportDone({ message, children }: { message: string; children: ReactNode }) {
  return (
    <section
      role="status"
      className="space-y-4 rounded-lg border border-green-200 bg-green-50 p-5 text-green-900"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
        {message}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
