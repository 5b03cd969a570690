import { organisationRepository } from '../../features/organisation/organisation.repository.js';
import { randomBytes } from 'node:crypto';
import {
  bsToAdString,
  bsToString,
  fiscalYearBounds,
  fiscalYearOf,
} from '@karyayojana/nepali-calendar';
import type { AppContext } from '../../context.js';
import { NATIONAL_ENGLISH_NAMES } from '../../db/migrations/015-category-english-names.js';
import { isoNow } from '../../lib/clock.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { usersRepository } from '../../features/users/users.repository.js';

/**
 * The five national planning categories of the local-level planning guideline, with their
 * English names (migration 015 gives the same to a database made before it).
 */
export const NATIONAL_CATEGORIES = [
  'आर्थिक विकास',
  'सामाजिक विकास',
  'पूर्वाधार विकास',
  'वन, वातावरण तथा विपद् व्यवस्थापन',
  'सुशासन तथा संस्थागत विकास',
] as const;
const englishName = new Map(NATIONAL_ENGLISH_NAMES.map((c) => [c.name, c.name_en]));

export const OWNER_COMPANY_NAME = 'कार्ययोजना';

export interface FirstStartResult {
  created: boolean;
  adminEmail?: string;
  /** Set only when the password was generated: it is printed once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * On an empty database: the owner company, the first Super-Admin, the fiscal years around
 * today (the current one active) and the national categories, all in one transaction.
 * On any other database it does nothing.
 */
export async function firstStart(ctx: AppContext): Promise<FirstStartResult> {
  const existing = await ctx.db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };

  const adminEmail = ctx.config.adminEmail ?? 'admin@localhost';
  const generatedPassword = ctx.config.adminPassword
    ? undefined
    : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(ctx.config.adminPassword ?? generatedPassword ?? '');
  const now = isoNow(ctx.clock);
  const current = fiscalYearOf(ctx.clock.todayBs()).startYear;

  const created = await ctx.db.transaction().execute(async (trx) => {
    // Another process may have set up the same empty database a moment ago.
    if (await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst()) return false;
    const owner = await trx
      .insertInto('companies')
      .values({
        name: OWNER_COMPANY_NAME,
        description: 'सञ्चालक संस्था',
        address: null,
        contact: null,
        email: adminEmail,
        website: null,
        province: null,
        district: null,
        municipality: null,
        logo_file_id: null,
        sub_logo_file_id: null,
        is_owner: 1,
        expiry_date: '9999-12-31',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The operator's template plan names branches too: copies map them by name (decision 037).
    await organisationRepository(trx).seedCommonBranches(owner.id, now);
    const users = usersRepository(trx);
    await users.insert({
      companyId: owner.id,
      roleId: await users.roleId('Super-Admin'),
      name: 'Super Admin',
      email: adminEmail,
      passwordHash,
      now,
    });
    const years = [current - 1, current, current + 1].map((startYear, index) => {
      const fy = fiscalYearBounds(startYear);
      const start = bsToString(fy.start);
      const end = bsToString(fy.end);
      return {
        year: fy.label,
        start_date: start,
        end_date: end,
        ad_start_date: bsToAdString(start),
        ad_end_date: bsToAdString(end),
        status: startYear === current ? 1 : 0,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      };
    });
    await trx.insertInto('fiscal_years').values(years).execute();
    await trx
      .insertInto('categories')
      .values(
        NATIONAL_CATEGORIES.map((name, index) => ({
          name,
          name_en: englishName.get(name) ?? null,
          description: null,
          sort_order: index + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return true;
  });
  if (!created) return { created: false };
  return { created: true, adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
}
