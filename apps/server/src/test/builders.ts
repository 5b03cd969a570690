import type { RoleName } from '@karyayojana/contracts';
import type { BuiltApp } from '../app.js';
import { hashPassword } from '../features/auth/passwords.js';
import { usersRepository } from '../features/users/users.repository.js';

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
