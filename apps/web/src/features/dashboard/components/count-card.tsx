import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

interface CountCardProps {
  label: string;
  count: number;
  icon: LucideIcon;
  /** The list behind the number, if the reader may open it. */
  to?: string;
}

/** A number in the reader's digits with what it counts. */
export function CountCard({ label, count, icon: Icon, to }: CountCardProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <dl className="min-w-0">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="text-3xl font-semibold text-slate-900">{digits(count)}</dd>
        </dl>
      </div>
      {to && (
        <Link
          to={to}
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-blue-700 underline-offset-2 hover:underline"
        >
          {t('dashboard.viewAll')}
          <span className="sr-only">: {label}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
