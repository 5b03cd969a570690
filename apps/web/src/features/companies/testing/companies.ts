import type { Company, FiscalYear } from '@karyayojana/contracts';
import { bsToAdString, bsToString, fiscalYearBounds } from '@karyayojana/nepali-calendar';

/** A municipality as GET /api/companies lists it; `makeListCompany({ id: 3, name: … })`. */
export function makeListCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 2,
    name: 'धुलिखेल नगरपालिका',
    description: 'स्वच्छ, सुन्दर र समृद्ध धुलिखेल',
    address: 'वडा ७, धुलिखेल',
    contact: '011-490000',
    email: 'info@dhulikhel.gov.np',
    website: null,
    province: 'बागमती',
    district: 'काभ्रेपलाञ्चोक',
    municipality: 'धुलिखेल नगरपालिका',
    logo: null,
    subLogo: null,
    expiry_date: '2026-07-17',
    remaining_days: 200,
    status: '1',
    is_owner: false,
    ...overrides,
  };
}

/** The fiscal year that starts in BS `startYear`, as GET /api/fiscal-years sends it. */
export function makeFiscalYear(id: number, startYear: number, status = 0): FiscalYear {
  const { start, end, label } = fiscalYearBounds(startYear);
  const startDate = bsToString(start);
  const endDate = bsToString(end);
  return {
    id,
    year: label,
    startDate,
    ad_startDate: bsToAdString(startDate),
    endDate,
    ad_endDate: bsToAdString(endDate),
    status,
    order: id,
  };
}
