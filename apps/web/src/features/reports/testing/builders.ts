import type {
  CompanyProgress,
  ProgressFigures,
  ProgressReport,
  ReportEvent,
} from '@karyayojana/contracts';

/** Figures with every count 0 and no rates; `makeFigures({ events: 4, done: 1 })`. */
export function makeFigures(overrides: Partial<ProgressFigures> = {}): ProgressFigures {
  return {
    events: 0,
    done: 0,
    notDone: 0,
    postponed: 0,
    canceled: 0,
    overdue: 0,
    due: 0,
    completion_rate: null,
    physical_progress: null,
    budget: 0,
    spent: 0,
    financial_progress: null,
    over_budget: 0,
    ...overrides,
  };
}

let nextId = 100;

/** An event as the report lists it: not done, in Bhadra 2082, without a category. */
export function makeReportEvent(overrides: Partial<ReportEvent> = {}): ReportEvent {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `कार्यक्रम ${id}`,
    date: '2082-05-10',
    ad_date: '2025-08-26',
    time: '10:00',
    assignTo: null,
    status: 'notDone',
    overdue: false,
    category: null,
    planned_date: '2082-05-10',
    completed_date: null,
    outcome: null,
    status_reason: null,
    progress: null,
    budget: null,
    spent: null,
    ...overrides,
  };
}

/** The report of FY 2082/83 (id 5) for Dhulikhel (id 2), counted on 2082-08-08. */
export function makeProgressReport(overrides: Partial<ProgressReport> = {}): ProgressReport {
  return {
    company: { id: 2, name: 'धुलिखेल नगरपालिका' },
    fiscal_year: { id: 5, year: '2082/83' },
    trimester: null,
    period: { start: '2082-04-01', end: '2083-03-31' },
    today: '2082-08-08',
    totals: makeFigures(),
    by_category: [],
    by_assignee: [],
    by_month: [],
    by_trimester: [1, 2, 3].map((trimester) => ({ ...makeFigures(), trimester })),
    overdue: [],
    upcoming: [],
    ...overrides,
  };
}

/** One municipality's row of the national table. */
export function makeCompanyProgress(
  id: number,
  name: string,
  overrides: Partial<Omit<CompanyProgress, 'company'>> & {
    company?: Partial<CompanyProgress['company']>;
  } = {},
): CompanyProgress {
  const { company, ...figures } = overrides;
  return {
    company: {
      id,
      name,
      province: 'बागमती',
      district: 'काभ्रेपलाञ्चोक',
      municipality: name,
      ...company,
    },
    events: 10,
    done: 5,
    overdue: 0,
    due: 8,
    completion_rate: 5 / 8,
    physical_progress: 50,
    budget: 0,
    spent: 0,
    financial_progress: null,
    last_update: '2025-11-20T05:00:00.000Z',
    ...figures,
  };
}
