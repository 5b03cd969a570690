import type { Category, Company, Event, FiscalYear, Task } from '@karyayojana/contracts';
import { NO_PROGRESS } from '@/testing/data-generators';
import { bsToAdString, bsToString, fiscalYearBounds } from '@karyayojana/nepali-calendar';

/** The fiscal year that starts in BS `startYear` (2082 → 2082/83, Shrawan 1 to the end of Ashadh). */
export function makeFiscalYear(startYear = 2082, overrides: Partial<FiscalYear> = {}): FiscalYear {
  const { start, end } = fiscalYearBounds(startYear);
  const startDate = bsToString(start);
  const endDate = bsToString(end);
  return {
    id: startYear - 2000,
    year: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
    startDate,
    ad_startDate: bsToAdString(startDate),
    endDate,
    ad_endDate: bsToAdString(endDate),
    status: 0,
    order: startYear,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'आर्थिक विकास', description: null, order: 1, ...overrides };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    event_id: 1,
    name: 'उपभोक्ता समिति गठन',
    documents: null,
    document: null,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<Event> = {}): Event {
  const date = overrides.date ?? '2082-05-10';
  const fiscalYear = { id: 82, year: '2082/83' };
  return {
    id: 1,
    company_id: 2,
    fiscal_year_id: 82,
    fiscalYear,
    fiscal_year: fiscalYear,
    title: 'विद्यालय स्वास्थ्य शिविर',
    content: 'सामुदायिक विद्यालयका विद्यार्थीहरूको निःशुल्क स्वास्थ्य परीक्षण।',
    date,
    ad_date: bsToAdString(date),
    time: '10:00',
    assignTo: 'स्वास्थ्य शाखा',
    status: 'notDone',
    savingFrequency: 'yearly',
    categories: [{ id: 2, name: 'सामाजिक विकास' }],
    tasks: [],
    ...NO_PROGRESS,
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 5,
    name: 'बुटवल उपमहानगरपालिका',
    description: null,
    address: null,
    contact: null,
    email: null,
    website: null,
    province: null,
    district: null,
    municipality: null,
    logo: null,
    subLogo: null,
    expiry_date: '2027-01-01',
    remaining_days: 200,
    status: '1',
    is_owner: false,
    ...overrides,
  };
}
