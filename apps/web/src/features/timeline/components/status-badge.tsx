import type { EventStatus } from '@karyayojana/contracts';
import { Ban, CircleCheck, CircleDashed, Clock, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StatusStyle {
  /** Text, background and border of the badge: AA contrast on white. */
  badge: string;
  /** The timeline dot beside the card. */
  dot: string;
  Icon: LucideIcon;
}

// docs/behaviour.md §7: one scheme everywhere: done green, notDone blue, postponed yellow, canceled
// red. A check for done and a different icon for each other status: colour is never the only cue.
export const STATUS_STYLES: Record<EventStatus, StatusStyle> = {
  done: {
    badge: 'border-green-300 bg-green-50 text-green-800',
    dot: 'bg-green-600',
    Icon: CircleCheck,
  },
  notDone: {
    badge: 'border-blue-300 bg-blue-50 text-blue-800',
    dot: 'bg-blue-600',
    Icon: CircleDashed,
  },
  postponed: {
    badge: 'border-yellow-400 bg-yellow-50 text-yellow-900',
    dot: 'bg-yellow-500',
    Icon: Clock,
  },
  canceled: { badge: 'border-red-300 bg-red-50 text-red-800', dot: 'bg-red-600', Icon: Ban },
};

interface StatusBadgeProps {
  status: EventStatus;
  /** The status in words (timeline.status.*). */
  label: string;
  className?: string;
}

export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const { badge, Icon } = STATUS_STYLES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        badge,
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        data-icon={status === 'done' ? 'check' : status}
        className="size-4 shrink-0"
      />
      {label}
    </span>
  );
}
