import { findDistrict, resolveAddress } from '@karyayojana/nepal-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { makeCompany } from '../../../test/support/builders.js';
import { migrationNames } from '../migrate.js';
import { RENAMED_DISTRICTS, down, up } from './007-official-names.js';

// The government's spelling as the canonical name (docs/decisions/021-address-spellings.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addressed(address: { province: string; district: string; municipality: string }) {
  const id = await makeCompany(t);
  await t.ctx.db.updateTable('companies').set(address).where('id', '=', id).execute();
  return id;
}

const addresses = (ids: number[]) =>
  t.ctx.db
    .selectFrom('companies')
    .select(['id', 'province', 'district', 'municipality'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

describe('migration 007', () => {
  it('runs after 006', () => {
    const at = migrationNames.indexOf('007-official-names');
    expect(migrationNames[at - 1]).toBe('006-canonical-addresses');
  });

  it('renames what the package now names otherwise, to its canonical name', () => {
    for (const { province, from, to } of RENAMED_DISTRICTS) {
      expect(findDistrict(from)?.name).toBe(to);
      expect(findDistrict(to)?.name).toBe(to);
      expect(resolveAddress(province, from, 'धुलिखेल')).toMatchObject({
        ok: true,
        district: { name: to },
      });
    }
  });

  it('rewrites काभ्रेपलान्चोक to काभ्रेपलाञ्चोक, and down writes it back', async () => {
    const old = { province: 'बागमती', district: 'काभ्रेपलान्चोक', municipality: 'धुलिखेल नगरपालिका' };
    const ids = [
      await addressed(old),
      await addressed({ ...old, municipality: 'बनेपा नगरपालिका' }),
      // Not an address that resolves (006 left it): left alone.
      await addressed({ ...old, province: 'कोशी' }),
      await addressed({
        province: 'बागमती',
        district: 'ललितपुर',
        municipality: 'गोदावरी नगरपालिका',
      }),
    ];
    const before = await addresses(ids);

    await up(t.ctx.db as never);
    const after = await addresses(ids);
    expect(after).toEqual([
      { id: ids[0], ...old, district: 'काभ्रेपलाञ्चोक' },
      { id: ids[1], ...old, district: 'काभ्रेपलाञ्चोक', municipality: 'बनेपा नगरपालिका' },
      before[2],
      before[3],
    ]);
    await up(t.ctx.db as never);
    expect(await addresses(ids)).toEqual(after);

    await down(t.ctx.db as never);
    expect(await addresses(ids)).toEqual(before);
  });
});
