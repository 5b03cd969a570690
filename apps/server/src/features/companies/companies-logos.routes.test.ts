import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@karyayojana/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  JPEG,
  KATHMANDU,
  makeCompany,
  makeUser,
  PNG,
  storedFiles,
  TEST_PASSWORD,
  WEBP,
} from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';

// Logos: JPEG, PNG and WebP judged by content, at most MAX_UPLOAD_MB, served at /storage/{key}.
let t: TestApp;
let sa: string;
let admin: string;
let user: string;
let home: number;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  home = await makeCompany(t);
  const [a, u] = await Promise.all([makeUser(t, home, 'admin'), makeUser(t, home, 'user')]);
  [sa, admin, user] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
  ]);
});
afterAll(() => t.close());

type Form = Record<string, FormValue>;
function send(method: 'POST' | 'PUT', url: string, token: string | undefined, form: Form) {
  const body = multipartBody({ name: 'बनेपा नगरपालिका', ...KATHMANDU, ...form });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}
const remove = (url: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url, ...(token ? { headers: bearer(token) } : {}) });

const file = (content: Buffer, filename = 'logo.png', contentType = 'image/png') => ({
  filename,
  content,
  contentType,
});

async function create(form: Form): Promise<Company> {
  const res = await send('POST', '/api/companies', sa, form);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Company }>().data;
}
const onDisk = (key: string | null) =>
  key !== null && fs.existsSync(path.join(t.dataDir, 'storage/public', key));
const serve = (key: string | null) => t.app.inject({ url: `/storage/${key}` });

describe('uploading logos', () => {
  it.each([
    ['PNG', PNG, 'image/png', /\.png$/],
    ['JPEG', JPEG, 'image/jpeg', /\.jpg$/],
    ['WebP', WEBP, 'image/webp', /\.webp$/],
  ])('stores a %s logo and serves it publicly with its type', async (_n, bytes, mime, ext) => {
    // The client's name and type are not trusted: the content decides.
    const created = await create({
      logo: file(bytes, 'लोगो.bin', 'application/octet-stream'),
      subLogo: file(PNG, 'sub.png'),
    });
    expect(created.logo).toMatch(ext);
    expect(created.subLogo).toMatch(/\.png$/);
    const res = await serve(created.logo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['text named .png', Buffer.from('just some text, not an image')],
    ['a Windows program named .png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n')],
  ])('answers 415 for %s, leaving nothing behind', async (_n, content) => {
    const before = storedFiles(t);
    const count = await companyCount();
    const res = await send('POST', '/api/companies', sa, { logo: file(content) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(storedFiles(t)).toEqual(before);
    expect(await companyCount()).toBe(count);
  });

  it('answers 413 for a logo over MAX_UPLOAD_MB, leaving no file in storage', async () => {
    const before = storedFiles(t);
    const count = await companyCount();
    const big = Buffer.concat([PNG, Buffer.alloc(Math.round(1.1 * 1024 * 1024))]);
    const res = await send('POST', '/api/companies', sa, {
      subLogo: file(PNG),
      logo: file(big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles(t)).toEqual(before);
    expect(storedFiles(t).filter((f) => f.startsWith('tmp/'))).toEqual([]);
    expect(await companyCount()).toBe(count);
  });

  it('accepts a logo just under the limit', async () => {
    const near = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length - 1)]);
    const created = await create({ logo: file(near) });
    expect(fs.statSync(path.join(t.dataDir, 'storage/public', created.logo ?? '')).size).toBe(
      near.length,
    );
  });

  it.each([
    ['a file in an unknown field', { documents: file(PNG) }, 'documents'],
    ['two logos', { logo: [file(PNG), file(PNG)] }, 'logo'],
    ['an empty logo', { logo: file(Buffer.alloc(0)) }, 'logo'],
  ])('answers 422 for %s, leaving nothing behind', async (_n, form, field) => {
    const before = storedFiles(t);
    const body = multipartBody({ name: 'x', ...KATHMANDU, ...form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(sa) },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    expect(storedFiles(t)).toEqual(before);
  });

  it('answers 404 at /storage for an unknown key, without a token', async () => {
    expect((await serve('aaaaaaaaaaaaaaaaaaaaaaaa.png')).statusCode).toBe(404);
    expect((await serve('..%2F..%2Fkaryayojana.sqlite')).statusCode).toBe(404);
  });
});

describe('replacing logos', () => {
  it('deletes the old file from disk when a new logo comes', async () => {
    const created = await create({ logo: file(PNG), subLogo: file(WEBP, 'sub.webp') });
    const res = await send('POST', `/api/companies/${created.id}`, sa, {
      _method: 'PUT',
      logo: file(JPEG, 'new.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ data: Company }>().data;
    expect(updated.logo).toMatch(/\.jpg$/);
    expect(updated.subLogo).toBe(created.subLogo);
    expect(onDisk(created.logo)).toBe(false);
    expect((await serve(created.logo)).statusCode).toBe(404);
    expect(onDisk(updated.logo)).toBe(true);
    expect(onDisk(updated.subLogo)).toBe(true);
  });

  it('keeps the logos when the form sends none', async () => {
    const created = await create({ logo: file(PNG), subLogo: file(PNG) });
    const res = await send('PUT', `/api/companies/${created.id}`, sa, { name: 'नयाँ नाम' });
    expect(res.json()).toMatchObject({
      data: { name: 'नयाँ नाम', logo: created.logo, subLogo: created.subLogo },
    });
    expect(onDisk(created.logo)).toBe(true);
  });

  it('lets an admin replace the own logo; a refused upload leaves nothing behind', async () => {
    const before = storedFiles(t);
    const denied = await send('PUT', `/api/companies/${home}`, user, { logo: file(PNG) });
    expect(denied.statusCode).toBe(403);
    expect(storedFiles(t)).toEqual(before);
    const res = await send('PUT', `/api/companies/${home}`, admin, { logo: file(PNG) });
    expect(res.statusCode).toBe(200);
    expect(onDisk(res.json<{ data: Company }>().data.logo)).toBe(true);
  });
});

describe.each([
  ['delete-logo', 'logo', 'subLogo'],
  ['delete-sub-logo', 'subLogo', 'logo'],
] as const)('DELETE /api/companies/%s/:id', (route, gone, kept) => {
  it('removes that logo from the company and the disk, and keeps the other', async () => {
    const created = await create({ logo: file(PNG), subLogo: file(WEBP) });
    const res = await remove(`/api/companies/${route}/${created.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'लोगो हटाइयो।',
      company: { ...created, [gone]: null },
    });
    expect(onDisk(created[gone])).toBe(false);
    expect((await serve(created[gone])).statusCode).toBe(404);
    expect(onDisk(created[kept])).toBe(true);
  });

  it('answers 200 when there is no such logo', async () => {
    const created = await create({});
    const res = await remove(`/api/companies/${route}/${created.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: { id: created.id, [gone]: null } });
  });

  it('lets an admin remove the own logo, but not another company’s', async () => {
    const created = await create({ logo: file(PNG), subLogo: file(PNG) });
    expect((await remove(`/api/companies/${route}/${created.id}`, admin)).statusCode).toBe(404);
    expect(onDisk(created[gone])).toBe(true);
    await send('PUT', `/api/companies/${home}`, sa, { logo: file(PNG), subLogo: file(PNG) });
    const res = await remove(`/api/companies/${route}/${home}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: { id: home, [gone]: null } });
  });

  it('answers 403 for users, 404 for a missing id, 401 without a token', async () => {
    const created = await create({ logo: file(PNG), subLogo: file(PNG) });
    expect((await remove(`/api/companies/${route}/${home}`, user)).statusCode).toBe(403);
    expect((await remove(`/api/companies/${route}/999999`, sa)).statusCode).toBe(404);
    expect((await remove(`/api/companies/${route}/${created.id}`)).statusCode).toBe(401);
    expect(onDisk(created[gone])).toBe(true);
  });
});

async function companyCount(): Promise<number> {
  const r = await t.ctx.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
