import type { Category, Event, FiscalYear } from '@karyayojana/contracts';
import { NO_PROGRESS } from '@/testing/data-generators';
import { bsToAdString } from '@karyayojana/nepali-calendar';

let nextId = 1;

/** An event as GET /api/events sends it; `makeEvent({ date: '2083-04-10', status: 'done' })`. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? nextId++;
  const date = overrides.date ?? '2083-04-10';
  const fiscalYear = overrides.fiscalYear ?? { id: 2, year: '2083/84' };
  return {
    id,
    company_id: 2,
    fiscal_year_id: fiscalYear.id,
    fiscalYear,
    fiscal_year: fiscalYear,
    title: `कार्यक्रम ${id}`,
    content: 'वडास्तरीय योजनाको अनुगमन।',
    date,
    ad_date: bsToAdString(date),
    time: '10:00',
    assignTo: 'योजना शाखा',
    status: 'notDone',
    savingFrequency: 'yearly',
    categories: [],
    tasks: [],
    ...NO_PROGRESS,
    ...overrides,
  };
}

export function makeFiscalYear(overrides: Partial<FiscalYear> = {}): FiscalYear {
  return {
    id: 2,
    year: '2083/84',
    startDate: '2083-04-01',
    ad_startDate: '2026-07-17',
    endDate: '2084-03-31',
    ad_endDate: '2027-07-16',
    status: 1,
    order: 2,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'आर्थिक विकास', description: null, order: 1, ...overrides };
}
