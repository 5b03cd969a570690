import type { Event } from '@karyayojana/contracts';

/** One block of the timeline: the events of one BS month of one BS year ("२०८३ श्रावण"). */
export interface MonthGroup {
  /** Unique on the page, also the block's DOM id: 'timeline-3-2083-04'. */
  key: string;
  bsYear: number;
  /** 1 = Baisakh … 4 = Shrawan … 12 = Chaitra. */
  bsMonth: number;
  events: Event[];
}

export interface FiscalYearGroup {
  id: number;
  year: string;
  months: MonthGroup[];
}

const BS_YEAR_MONTH = /^(\d{4})-(\d{1,2})-/;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byDate(a: Event, b: Event): number {
  // AD dates and times are fixed-width ASCII: comparing the strings compares the moments
  // (plainly: localeCompare would consult the collation tables for each of ~20,000 pairs).
  return compare(a.ad_date, b.ad_date) || compare(a.time, b.time) || a.id - b.id;
}

/**
 * docs/behaviour.md §10: events grouped by fiscal year, then by BS year and month, in AD
 * order. The server already sorts by AD date; sorting again keeps the blocks right whatever
 * order the events come in.
 *
 *   groupTimeline(events) → [{ id, year: '2082/83', months: [{ bsYear: 2082, bsMonth: 4, events }] }]
 */
export function groupTimeline(events: readonly Event[]): FiscalYearGroup[] {
  const years: FiscalYearGroup[] = [];
  const yearById = new Map<number, FiscalYearGroup>();
  const monthByKey = new Map<string, MonthGroup>();
  for (const event of [...events].sort(byDate)) {
    const fiscalYear = event.fiscalYear ?? event.fiscal_year;
    let year = yearById.get(fiscalYear.id);
    if (!year) {
      year = { id: fiscalYear.id, year: fiscalYear.year, months: [] };
      yearById.set(fiscalYear.id, year);
      years.push(year);
    }
    const match = BS_YEAR_MONTH.exec(event.date);
    const bsYear = Number(match?.[1] ?? 0);
    const bsMonth = Number(match?.[2] ?? 0);
    const key = `timeline-${fiscalYear.id}-${bsYear}-${String(bsMonth).padStart(2, '0')}`;
    let month = monthByKey.get(key);
    if (!month) {
      month = { key, bsYear, bsMonth, events: [] };
      monthByKey.set(key, month);
      year.months.push(month);
    }
    month.events.push(event);
  }
  return years;
}

/** The first block of a BS month in page order, for the month menu; undefined when none. */
export function firstBlockOfMonth(
  years: readonly FiscalYearGroup[],
  bsMonth: number,
): MonthGroup | undefined {
  for (const year of years) {
    const month = year.months.find((m) => m.bsMonth === bsMonth);
    if (month) return month;
  }
  return undefined;
}

/** How many events each BS month holds across the shown years: { 4: 12, 5: 3, … }. */
export function countByMonth(years: readonly FiscalYearGroup[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const year of years) {
    for (const month of year.months) {
      counts.set(month.bsMonth, (counts.get(month.bsMonth) ?? 0) + month.events.length);
    }
  }
  return counts;
}
