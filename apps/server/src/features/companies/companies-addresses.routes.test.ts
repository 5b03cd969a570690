import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@karyayojana/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import { KATHMANDU, makeCompany } from '../../../test/support/builders.js';
import { up as canonicalAddresses } from '../../db/migrations/006-canonical-addresses.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';

// Addresses as people spell them (docs/decisions/021-address-spellings.md): any well-known
// spelling is accepted and the canonical names are stored.

let t: TestApp;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  sa = await login(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

type Form = Record<string, FormValue>;
function send(method: 'POST', url: string, form: Form, lang = 'ne') {
  const body = multipartBody({ name: 'ठेगाना परीक्षण', ...KATHMANDU, ...form });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(sa), 'accept-language': lang },
  });
}

describe('company addresses in other spellings', () => {
  it('create stores the canonical names of a variant spelling', async () => {
    const res = await send('POST', '/api/companies', {
      province: 'बागमती प्रदेश',
      district: 'काभ्रेपलाञ्चोक',
      municipality: 'धुलिखेल',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Company }>().data).toMatchObject({
      province: 'बागमती',
      district: 'काभ्रेपलाञ्चोक',
      municipality: 'धुलिखेल नगरपालिका',
    });
  });

  it('update stores the canonical names of a variant spelling', async () => {
    const created = (await send('POST', '/api/companies', {})).json<{ data: Company }>().data;
    const res = await send('POST', `/api/companies/${created.id}`, {
      _method: 'PUT',
      province: 'गण्डकी प्रदेश',
      district: 'पर्बत',
      municipality: 'कुश्मा नगरपालिका',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Company }>().data).toMatchObject({
      province: 'गण्डकी',
      district: 'पर्वत',
      municipality: 'कुश्मा नगरपालिका',
    });
  });

  it('refuses two matching local levels, offering both in the caller’s language', async () => {
    const form = { province: 'बागमती', district: 'दोलखा', municipality: 'हेलुङ' };
    const ne = await send('POST', '/api/companies', form);
    expect(ne.statusCode).toBe(422);
    const neText = ne.json<{ errors: Record<string, string[]> }>().errors.municipality?.[0];
    expect(neText).toContain('मेलुङ्ग गाउँपालिका');
    expect(neText).toContain('शैलुङ्ग गाउँपालिका');
    const en = await send('POST', '/api/companies', form, 'en');
    const enText = en.json<{ errors: Record<string, string[]> }>().errors.municipality?.[0];
    expect(enText).toContain('Melung');
    expect(enText).toContain('Sailung');
  });
});

describe('migration 006', () => {
  it('rewrites a stored variant spelling to the canonical names, leaving the unknown alone', async () => {
    const [variant, unknown] = await Promise.all([makeCompany(t), makeCompany(t)]);
    await t.ctx.db
      .updateTable('companies')
      .set({ province: 'कोशी प्रदेश', district: 'संखुवासभा', municipality: 'खाँदबारी' })
      .where('id', '=', variant)
      .execute();
    await t.ctx.db
      .updateTable('companies')
      .set({ province: 'कोशी', district: 'सुनसरी', municipality: 'कुनै पालिका' })
      .where('id', '=', unknown)
      .execute();
    await canonicalAddresses(t.ctx.db as never);
    const rows = await t.ctx.db
      .selectFrom('companies')
      .select(['id', 'province', 'district', 'municipality'])
      .where('id', 'in', [variant, unknown])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: variant, province: 'कोशी', district: 'सङ्खुवासभा', municipality: 'खाँदवारी नगरपालिका' },
      { id: unknown, province: 'कोशी', district: 'सुनसरी', municipality: 'कुनै पालिका' },
    ]);
  });
});
