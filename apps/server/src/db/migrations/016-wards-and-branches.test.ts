import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_BRANCHES } from '@karyayojana/contracts';
import { resolveAddress } from '@karyayojana/nepal-admin';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { migrationNames } from '../migrate.js';
import { wardCountOf } from '@karyayojana/nepal-admin';
import { down, up } from './016-wards-and-branches.js';

// Wards and branches (issue 28, docs/decisions/037) on a database made before them, on SQLite
// and, in server-pg, PostgreSQL: every municipality gets the official ward count of the local
// level its address names and the ten common branches; every account stays active and
// unlimited; every event stays the whole municipality's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DHULIKHEL = {
  province: 'बागमती',
  district: 'काभ्रेपलाञ्चोक',
  municipality: 'धुलिखेल नगरपालिका',
};

describe('migration 016', () => {
  it('runs after 015', () => {
    const at = migrationNames.indexOf('016-wards-and-branches');
    expect(at).toBeGreaterThan(0);
    expect(migrationNames[at - 1]).toBe('015-category-english-names');
  });

  it('reads the ward count from the reference of local levels', () => {
    const found = resolveAddress(DHULIKHEL.province, DHULIKHEL.district, DHULIKHEL.municipality);
    expect(found.ok && found.localLevel.wards).toBe(12);
    expect(wardCountOf(DHULIKHEL.province, DHULIKHEL.district, DHULIKHEL.municipality)).toBe(12);
    expect(wardCountOf('बागमती', 'काठमाडौं', 'काठमाडौं महानगरपालिका')).toBe(32);
    expect(wardCountOf('बागमती', 'काभ्रेपलाञ्चोक', 'कुनै नगरपालिका')).toBeNull();
    expect(wardCountOf(null, DHULIKHEL.district, DHULIKHEL.municipality)).toBeNull();
  });

  it('gives existing municipalities their wards and the common branches; accounts and events stay as they were', async () => {
    const db = t.ctx.db;
    await down(db as never);
    const columnsOf = async (table: string) =>
      (await db.introspection.getTables())
        .find((x) => x.name === table)
        ?.columns.map((c) => c.name) ?? [];
    const tables = async () => (await db.introspection.getTables()).map((x) => x.name);
    expect(await tables()).not.toContain('branches');
    expect(await tables()).not.toContain('event_wards');
    expect(await tables()).not.toContain('ward_offices');
    expect(await columnsOf('companies')).not.toContain('ward_count');
    expect(await columnsOf('users')).not.toContain('scope_wards');
    expect(await columnsOf('events')).not.toContain('branch_id');

    // A database made before 016: a municipality with a true address, one with none, one
    // whose address names no local level; an officer and an admin; an event.
    const now = '2026-01-01T00:00:00.000Z';
    const company = async (name: string, address: Partial<typeof DHULIKHEL>) =>
      (
        await db
          .insertInto('companies')
          .values({
            name,
            description: null,
            address: null,
            contact: null,
            email: null,
            website: null,
            province: address.province ?? null,
            district: address.district ?? null,
            municipality: address.municipality ?? null,
            logo_file_id: null,
            sub_logo_file_id: null,
            is_owner: 0,
            expiry_date: '2099-01-01',
            created_at: now,
            updated_at: now,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const dhulikhel = await company('धुलिखेल नगरपालिका', DHULIKHEL);
    const unnamed = await company('ठेगाना नभएको पालिका', {});
    const unknown = await company('अज्ञात पालिका', {
      ...DHULIKHEL,
      municipality: 'नभएको नगरपालिका',
    });
    const role = async (name: string) =>
      (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id;
    const person = async (email: string, roleName: string) =>
      (
        await db
          .insertInto('users')
          .values({
            company_id: dhulikhel,
            role_id: await role(roleName),
            name: email,
            email,
            email_key: email,
            password_hash: 'not-a-real-hash',
            created_at: now,
            updated_at: now,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const officer = await person('officer@dhulikhel.example.org', 'user');
    const admin = await person('admin@dhulikhel.example.org', 'admin');
    const year = await db
      .selectFrom('fiscal_years')
      .select(['id', 'start_date', 'ad_start_date'])
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const event = (
      await db
        .insertInto('events')
        .values({
          company_id: dhulikhel,
          fiscal_year_id: year.id,
          title: 'पुरानो कार्यक्रम',
          content: 'विवरण',
          date: year.start_date,
          ad_date: year.ad_start_date,
          time: '10:00',
          assign_to: null,
          status: 'notDone',
          saving_frequency: 'yearly',
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    await up(db as never);

    const counts = await db
      .selectFrom('companies')
      .select(['id', 'ward_count'])
      .where('id', 'in', [dhulikhel, unnamed, unknown])
      .orderBy('id')
      .execute();
    expect(counts).toEqual([
      { id: dhulikhel, ward_count: 12 },
      { id: unnamed, ward_count: null },
      { id: unknown, ward_count: null },
    ]);

    // Every municipality, the owner company of first start too, has the ten common branches.
    const companies = await db.selectFrom('companies').select('id').execute();
    for (const { id } of companies) {
      const branches = await db
        .selectFrom('branches')
        .select(['name', 'name_en', 'sort_order', 'active'])
        .where('company_id', '=', id)
        .orderBy('sort_order')
        .execute();
      expect(branches, `company ${id}`).toEqual(
        COMMON_BRANCHES.map((b, i) => ({
          name: b.name,
          name_en: b.name_en,
          sort_order: i + 1,
          active: 1,
        })),
      );
    }

    const accounts = await db
      .selectFrom('users')
      .select(['id', 'active', 'scope_wards', 'scope_branch_ids', 'can_plan'])
      .where('id', 'in', [officer, admin])
      .orderBy('id')
      .execute();
    expect(accounts).toEqual([
      { id: officer, active: 1, scope_wards: null, scope_branch_ids: null, can_plan: 0 },
      { id: admin, active: 1, scope_wards: null, scope_branch_ids: null, can_plan: 0 },
    ]);
    // Every account there was is active.
    const inactive = await db.selectFrom('users').select('id').where('active', '!=', 1).execute();
    expect(inactive).toEqual([]);

    // The event is the whole municipality's, of no branch.
    const stored = await db
      .selectFrom('events')
      .select('branch_id')
      .where('id', '=', event)
      .executeTakeFirstOrThrow();
    expect(stored.branch_id).toBeNull();
    const wards = await db
      .selectFrom('event_wards')
      .selectAll()
      .where('event_id', '=', event)
      .execute();
    expect(wards).toEqual([]);
  });

  it("bumps the municipality's read-cache revision when its wards or branches change", async () => {
    const db = t.ctx.db;
    const { id: company } = await db
      .selectFrom('companies')
      .select('id')
      .where('is_owner', '=', 1)
      .executeTakeFirstOrThrow();
    const revision = async () =>
      Number(
        (
          await db
            .selectFrom('company_revisions')
            .select('revision')
            .where('company_id', '=', company)
            .executeTakeFirst()
        )?.revision ?? 0,
      );
    const before = await revision();
    await db
      .updateTable('branches')
      .set({ name_en: 'Planning section' })
      .where('company_id', '=', company)
      .where('sort_order', '=', 1)
      .execute();
    const afterBranch = await revision();
    expect(afterBranch).toBeGreaterThan(before);

    const year = await db
      .selectFrom('fiscal_years')
      .select(['id', 'start_date', 'ad_start_date'])
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: event } = await db
      .insertInto('events')
      .values({
        company_id: company,
        fiscal_year_id: year.id,
        title: 'वडाको कार्यक्रम',
        content: 'विवरण',
        date: year.start_date,
        ad_date: year.ad_start_date,
        time: '10:00',
        assign_to: null,
        status: 'notDone',
        saving_frequency: 'yearly',
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const afterEvent = await revision();
    await db
      .insertInto('event_wards')
      .values({ event_id: event, company_id: company, ward: 3 })
      .execute();
    expect(await revision()).toBeGreaterThan(afterEvent);
  });
});
