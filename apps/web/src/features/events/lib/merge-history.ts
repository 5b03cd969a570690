import type { ActivityEntry, StatusChange } from '@karyayojana/contracts';

export type HistoryItem =
  | { kind: 'status'; key: string; at: string; change: StatusChange }
  | { kind: 'activity'; key: string; at: string; entry: ActivityEntry };

/** The fields a status change writes: an edit of only these is that status change. */
const STATUS_FIELDS = new Set([
  'status',
  'status_reason',
  'reason',
  'outcome',
  'completed_date',
  'progress',
]);
/** A status change and its log entry are written in one transaction: seconds apart at most. */
const SAME_MOMENT_MS = 5_000;

const time = (iso: string) => {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
};

function onlyStatus(entry: ActivityEntry): boolean {
  const fields = Object.keys(entry.changes ?? {});
  return (
    entry.action === 'update' && fields.length > 0 && fields.every((f) => STATUS_FIELDS.has(f))
  );
}

/**
 * The status changes and the log's entries of one event as one timeline, newest first. A log
 * 'update' whose only changes are the status fields, written at the moment of a status change,
 * is that change: the status entry (with its reason) is kept, the log's is left out.
 */
export function mergeHistory(statuses: StatusChange[], entries: ActivityEntry[]): HistoryItem[] {
  const statusTimes = statuses.map((change) => time(change.at));
  const items: HistoryItem[] = statuses.map((change, index) => ({
    kind: 'status',
    key: `${change.at}-${index}`,
    at: change.at,
    change,
  }));
  for (const entry of entries) {
    const at = time(entry.at);
    if (onlyStatus(entry) && statusTimes.some((t) => Math.abs(t - at) <= SAME_MOMENT_MS)) continue;
    items.push({ kind: 'activity', key: String(entry.id), at: entry.at, entry });
  }
  // Array sort is stable: equal times keep their order (status changes first).
  return items.sort((a, b) => time(b.at) - time(a.at));
}
