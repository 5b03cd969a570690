import fs from 'node:fs';
import path from 'node:path';
import type { RoleName } from '@karyayojana/contracts';
import type { BuiltApp } from '../../src/app.js';
import { hashPassword } from '../../src/features/auth/passwords.js';
import { usersRepository } from '../../src/features/users/users.repository.js';

let counter = 0;
const next = () => ++counter;

/** A municipality row, expiring a year from now unless told otherwise. */
export async function makeCompany(
  t: BuiltApp,
  overrides: Partial<{ name: string; expiry_date: string }> = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.ctx.db
    .insertInto('companies')
    .values({
      name: overrides.name ?? `नगरपालिका ${next()}`,
      description: null,
      address: null,
      contact: null,
      email: null,
      website: null,
      province: null,
      district: null,
      municipality: null,
      logo_file_id: null,
      sub_logo_file_id: null,
      is_owner: 0,
      expiry_date: overrides.expiry_date ?? '2099-01-01',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// One hash for every test user: argon2 is slow on purpose.
let sharedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'password-123';

/** A user of a company with a role; signs in with TEST_PASSWORD. */
export async function makeUser(
  t: BuiltApp,
  companyId: number,
  role: RoleName,
  overrides: Partial<{ email: string; name: string }> = {},
): Promise<{ id: number; email: string }> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const users = usersRepository(t.ctx.db);
  const email = overrides.email ?? `user${next()}-${Date.now()}@example.org`;
  const id = await users.insert({
    companyId,
    roleId: await users.roleId(role),
    name: overrides.name ?? `User ${counter}`,
    email,
    passwordHash: await sharedHash,
    now: new Date().toISOString(),
  });
  return { id, email };
}

/** An event row of a company in a fiscal year, dated on the year's first day unless told. */
export async function makeEvent(
  t: BuiltApp,
  companyId: number,
  fiscalYearId: number,
  overrides: Partial<{ title: string; status: string }> = {},
): Promise<number> {
  const year = await t.ctx.db
    .selectFrom('fiscal_years')
    .select(['start_date', 'ad_start_date'])
    .where('id', '=', fiscalYearId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await t.ctx.db
    .insertInto('events')
    .values({
      company_id: companyId,
      fiscal_year_id: fiscalYearId,
      title: overrides.title ?? `कार्यक्रम ${next()}`,
      content: 'विवरण',
      date: year.start_date,
      ad_date: year.ad_start_date,
      time: '10:00',
      assign_to: null,
      status: overrides.status ?? 'notDone',
      saving_frequency: 'yearly',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the active fiscal year (first start makes the current one active). */
export async function activeFiscalYearId(t: BuiltApp): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('fiscal_years')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// The smallest real images of each logo type (1×1 pixel): the server judges them by content.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
    '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP = Buffer.from(
  'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
  'base64',
);

/** A true address triple of the reference list, as the company form sends it. */
export const KATHMANDU = {
  province: 'बागमती',
  district: 'काठमाडौं',
  municipality: 'काठमाडौं महानगरपालिका',
};

/** Every file under DATA_DIR/storage (public, private, tmp), as 'folder/name', sorted. */
export function storedFiles(t: { dataDir: string }): string[] {
  const base = path.join(t.dataDir, 'storage');
  return ['public', 'private', 'tmp']
    .flatMap((dir) => fs.readdirSync(path.join(base, dir)).map((name) => `${dir}/${name}`))
    .sort();
}
