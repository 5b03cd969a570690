import { EVENT_STATUSES, type EventStatus } from '@karyayojana/contracts';
import { Ban, CheckCircle2, CircleDashed, Clock, type LucideIcon } from 'lucide-react';

/** The four statuses, in the order the filters and the form list them. */
export const STATUSES: readonly EventStatus[] = EVENT_STATUSES;

interface StatusStyle {
  /** Badge colours: text, background and border, AA contrast on white. */
  badge: string;
  /** The ring of a chosen status radio in the form. */
  choice: string;
  Icon: LucideIcon;
}

// docs/behaviour.md §7: one scheme everywhere: done green, notDone blue, postponed yellow, canceled red.
export const STATUS_STYLES: Record<EventStatus, StatusStyle> = {
  done: {
    badge: 'border-green-300 bg-green-50 text-green-800',
    choice: 'has-checked:border-green-700 has-checked:bg-green-50',
    Icon: CheckCircle2,
  },
  notDone: {
    badge: 'border-blue-300 bg-blue-50 text-blue-800',
    choice: 'has-checked:border-blue-700 has-checked:bg-blue-50',
    Icon: CircleDashed,
  },
  postponed: {
    badge: 'border-yellow-400 bg-yellow-50 text-yellow-900',
    choice: 'has-checked:border-yellow-600 has-checked:bg-yellow-50',
    Icon: Clock,
  },
  canceled: {
    badge: 'border-red-300 bg-red-50 text-red-800',
    choice: 'has-checked:border-red-700 has-checked:bg-red-50',
    Icon: Ban,
  },
};

export function isEventStatus(value: string | null): value is EventStatus {
  return STATUSES.includes(value as EventStatus);
}
