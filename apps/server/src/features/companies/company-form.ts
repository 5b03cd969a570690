import { wardCountOf } from '@karyayojana/nepal-admin';
import { organisationRepository } from '../organisation/organisation.repository.js';
import type { Kysely } from 'kysely';
import { companyFields, type CompanyFields } from '@karyayojana/contracts';
import { localLevels, resolveAddress } from '@karyayojana/nepal-admin';
import { parseAd } from '@karyayojana/nepali-calendar';
import type { Database } from '../../db/schema.js';
import { addYearsAd } from '../../lib/clock.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { withSentValues } from '../../lib/validation.js';
import { companiesRepository, type CompanyValues } from './companies.repository.js';

/**
 * The one way a company's form is checked and a new company written: the company form
 * (companies.service.ts) and the import of municipalities from a sheet
 * (features/imports/companies-import.service.ts) both go through here.
 */

export type CompanyForm = CompanyFields & CompanyValues;

/**
 * Every problem of a company form as the errors a 422 would carry, in this order: the shape
 * (zod), the expiry date, the address. The address must name one entry of the reference list
 * when `requireAddress` or when any of its three parts is given; any well-known spelling is
 * accepted and the canonical names are kept (decision 021). `form` is set when there is no
 * problem; `address` (the canonical names) whenever the address resolves.
 */
export function checkCompanyForm(
  raw: Record<string, string>,
  requireAddress: boolean,
): {
  form?: CompanyForm;
  address?: Pick<CompanyValues, 'province' | 'district' | 'municipality'>;
  problems: AppError[];
} {
  const problems: AppError[] = [];
  const parsed = companyFields.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    problems.push(
      new AppError('VALIDATION_FAILED', { issues: withSentValues(parsed.error.issues, raw) }),
    );
  }
  const shape = companyFields.shape;
  const field = <T>(
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
    v: unknown,
  ) => schema.safeParse(v).data;

  // The form checks only the shape; 2026-02-30 or 2026-13-45 would break every later read.
  // Year 9999 stays out so that a renewal still gives a 4-digit year.
  const expiryText = field<string | null>(shape.expiry_date, raw.expiry_date);
  const expiry = expiryText ? parseAd(expiryText) : undefined;
  if (expiry === null || (expiry && expiry.year > 9998)) {
    problems.push(fieldError('expiry_date', 'field.notADate'));
  }

  const [province, district, municipality] = (
    ['province', 'district', 'municipality'] as const
  ).map((k) => field<string | null>(shape[k], raw[k]) ?? null);
  let address: Pick<CompanyValues, 'province' | 'district' | 'municipality'> | undefined;
  if (requireAddress || province || district || municipality) {
    const found = resolveAddress(province ?? '', district ?? '', municipality ?? '');
    if (found.ok) {
      address = {
        province: found.province.name,
        district: found.district.name,
        municipality: found.localLevel.fullName,
      };
    } else if (found.field === 'municipality' && found.candidates.length > 1) {
      const levels = found.candidates.map((c) => localLevels.find((l) => l.fullName === c));
      problems.push(
        fieldError('municipality', 'field.addressAmbiguous', {
          candidatesNe: found.candidates.join(', '),
          candidatesEn: levels.map((l, i) => l?.nameEn ?? found.candidates[i]).join(', '),
        }),
      );
    } else {
      problems.push(fieldError('municipality', 'field.addressUnknown'));
    }
  }
  if (!parsed.success || problems.length > 0) return { problems, ...(address ? { address } : {}) };
  return { form: { ...parsed.data, ...address }, problems, ...(address ? { address } : {}) };
}

/** The stored columns of a checked form. */
export const companyValues = (f: CompanyFields): CompanyValues => ({
  name: f.name,
  description: f.description,
  address: f.address,
  contact: f.contact,
  email: f.email,
  website: f.website,
  province: f.province,
  district: f.district,
  municipality: f.municipality,
});

/**
 * Writes a new company (inside the caller's transaction): a year from `today` unless the form
 * sets the expiry date, and its logo files, if any, marked as the company's.
 */
export async function insertCompany(
  trx: Kysely<Database>,
  f: CompanyFields,
  at: { now: string; today: string },
  logos: { logo?: number | undefined; subLogo?: number | undefined } = {},
): Promise<number> {
  const id = await companiesRepository(trx).insert({
    ...companyValues(f),
    expiry_date: f.expiry_date ?? addYearsAd(at.today, 1),
    logo_file_id: logos.logo ?? null,
    sub_logo_file_id: logos.subLogo ?? null,
    now: at.now,
  });
  // Its wards from the official count of the local level it names, and the common branches.
  const wards = wardCountOf(f.province, f.district, f.municipality);
  if (wards !== null) {
    await trx.updateTable('companies').set({ ward_count: wards }).where('id', '=', id).execute();
  }
  await organisationRepository(trx).seedCommonBranches(id, at.now);
  const files = [logos.logo, logos.subLogo].filter((v): v is number => v !== undefined);
  if (files.length) {
    await trx
      .updateTable('stored_files')
      .set({ company_id: id })
      .where('id', 'in', files)
      .execute();
  }
  return id;
}
