import type { CompanyProgress } from '@karyayojana/contracts';

export const SORT_KEYS = [
  'name',
  'events',
  'done',
  'overdue',
  'completion',
  'physical',
  'financial',
  'lastUpdate',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

const value: Record<Exclude<SortKey, 'name'>, (row: CompanyProgress) => number | string | null> = {
  events: (row) => row.events,
  done: (row) => row.done,
  overdue: (row) => row.overdue,
  completion: (row) => row.completion_rate,
  physical: (row) => row.physical_progress,
  financial: (row) => row.financial_progress,
  lastUpdate: (row) => row.last_update,
};

const byName = new Intl.Collator('ne');

/**
 * The rows in the chosen order; a row without the figure (no plan, nothing due) goes last
 * whichever way, then ties by name, so the order is the same on every render.
 */
export function sortCompanies(rows: readonly CompanyProgress[], sort: Sort): CompanyProgress[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const names = (a: CompanyProgress, b: CompanyProgress) =>
    byName.compare(a.company.name, b.company.name);
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * names(a, b));
  const of = value[sort.key];
  return [...rows].sort((a, b) => {
    const x = of(a);
    const y = of(b);
    if (x === null || y === null) return x === y ? names(a, b) : x === null ? 1 : -1;
    if (x === y) return names(a, b);
    return sign * (x < y ? -1 : 1);
  });
}
