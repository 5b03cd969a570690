import { CalendarClock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/**
 * "म्याद नाघेको": not done and its date has passed in Nepal (the server says so in
 * `event.overdue`). Words and an icon beside the status, never the colour alone.
 */
export function OverdueBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-orange-300 bg-orange-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-orange-900',
        className,
      )}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {t('events.status.overdue')}
    </span>
  );
}
