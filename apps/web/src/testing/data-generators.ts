import type { Event, RoleName, User } from '@karyayojana/contracts';

type Company = User['company'];

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 2,
    name: 'धुलिखेल नगरपालिका',
    description: 'स्वच्छ, सुन्दर र समृद्ध धुलिखेल',
    address: 'धुलिखेल, काभ्रेपलाञ्चोक',
    logo: null,
    subLogo: null,
    status: '1',
    remaining_days: 200,
    ...overrides,
  };
}

/** A signed-in user; `makeUser({ role: 'Super-Admin' })`. */
export function makeUser({
  role = 'user',
  ...overrides
}: Partial<Omit<User, 'roles'>> & { role?: RoleName } = {}): User {
  return {
    id: 7,
    name: 'सीता श्रेष्ठ',
    email: 'sita@dhulikhel.gov.np',
    company_id: 2,
    company: makeCompany(),
    roles: [{ name: role }],
    ...overrides,
  };
}

/** An event as planned: nothing recorded about what happened yet (the events' builders). */
export const NO_PROGRESS = {
  planned_date: null,
  completed_date: null,
  outcome: null,
  status_reason: null,
  progress: null,
  budget: null,
  spent: null,
  over_budget: false,
  overdue: false,
  // Where and who (issue 28): the whole municipality, no branch.
  wards: [] as number[],
  branch_id: null,
  branch: null,
} satisfies Partial<Event>;
