import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  makeCompany,
  makeUser,
  storedFiles,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { multipartBody, type FormValue } from '../../../test/support/multipart.js';
import { purgeFromTrash } from '../../../test/support/trash.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let own: number;
let other: number;
let admin: string;
let officer: string;
let otherAdmin: string;
let expiredAdmin: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '1' });
  own = await makeCompany(t);
  other = await makeCompany(t);
  const expired = await makeCompany(t, { expiry_date: '2020-01-01' });
  admin = await login(t, (await makeUser(t, own, 'admin')).email, TEST_PASSWORD);
  officer = await login(t, (await makeUser(t, own, 'user')).email, TEST_PASSWORD);
  otherAdmin = await login(t, (await makeUser(t, other, 'admin')).email, TEST_PASSWORD);
  expiredAdmin = await login(t, (await makeUser(t, expired, 'admin')).email, TEST_PASSWORD);
  superAdmin = await login(t, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

function send(method: 'POST' | 'PUT', url: string, token: string, form: Record<string, FormValue>) {
  const { payload, headers } = multipartBody(form);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
}
const create = (token: string, form: Record<string, FormValue>) =>
  send('POST', '/api/other-documents', token, form);

async function createDoc(name = 'बजेट पुस्तिका'): Promise<{ id: number; documents: string }> {
  const res = await create(admin, {
    name,
    remarks: 'नगरसभाबाट पारित',
    documents: { filename: 'budget.pdf', content: PDF, contentType: 'application/pdf' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number; documents: string } }>().data;
}

describe('other documents', () => {
  it('an admin adds one with a file; the signed link downloads it', async () => {
    const doc = await createDoc();
    expect(doc.documents).toMatch(/^\/storage\/private\/.+\?expires=\d+&signature=/);
    const file = await t.app.inject({ url: doc.documents });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.app.inject({ url: doc.documents.replace(/signature=.{4}/, 'signature=AAAA') }))
        .statusCode,
    ).toBe(404);
  });

  it('the title is required; file and remarks are optional', async () => {
    expect((await create(admin, { name: '' })).statusCode).toBe(422);
    const res = await create(admin, { name: 'सूचना' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'सूचना', remarks: null, documents: null } });
  });

  it('everyone of the municipality reads the list; other municipalities see none of it', async () => {
    const doc = await createDoc('कार्यविधि');
    const mine = await t.app.inject({ url: '/api/other-documents', headers: bearer(officer) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(doc.id);
    const theirs = await t.app.inject({ url: '/api/other-documents', headers: bearer(otherAdmin) });
    expect(theirs.json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/other-documents/${doc.id}`, headers: bearer(otherAdmin) }))
        .statusCode,
    ).toBe(404);
    const asSuper = await t.app.inject({
      url: `/api/other-documents?company_id=${own}`,
      headers: bearer(superAdmin),
    });
    expect(asSuper.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(doc.id);
  });

  it('pages the list with meta', async () => {
    const res = await t.app.inject({
      url: '/api/other-documents?per_page=1&page=1',
      headers: bearer(admin),
    });
    const body = res.json<{ data: unknown[]; meta: { total: number; per_page: number } }>();
    expect(body.data).toHaveLength(1);
    expect(body.meta.per_page).toBe(1);
    expect(body.meta.total).toBeGreaterThan(1);
  });

  it('a plain user may not write; another municipality gets 404; an expired one 403', async () => {
    const doc = await createDoc();
    expect((await create(officer, { name: 'x' })).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/other-documents/${doc.id}`, otherAdmin, { name: 'x' })).statusCode,
    ).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/other-documents/${doc.id}`,
      headers: bearer(otherAdmin),
    });
    expect(del.statusCode).toBe(404);
    const expired = await create(expiredAdmin, { name: 'x' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'COMPANY_EXPIRED' });
    expect((await t.app.inject({ url: '/api/other-documents' })).statusCode).toBe(401);
  });

  it('an update with _method=PUT replaces the file and removes the old one', async () => {
    const doc = await createDoc();
    const before = storedFiles(t);
    const res = await send('POST', `/api/other-documents/${doc.id}`, admin, {
      _method: 'PUT',
      name: 'नयाँ नाम',
      documents: {
        filename: 'notes.txt',
        content: Buffer.from('सूचना\n'),
        contentType: 'text/plain',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'नयाँ नाम', document: { name: 'notes.txt', mime: 'text/plain' } },
    });
    const after = storedFiles(t);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it('deleting removes the row, and its file once the trash is purged', async () => {
    const doc = await createDoc();
    const before = storedFiles(t).length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/other-documents/${doc.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/other-documents/${doc.id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
    // The document is in the trash: its file stays until the item is purged.
    expect(storedFiles(t)).toHaveLength(before);
    await purgeFromTrash(t, admin, 'other_document', doc.id);
    expect(storedFiles(t)).toHaveLength(before - 1);
  });

  it('refuses a disguised executable (415) and an oversize file (413), leaving nothing on disk', async () => {
    const before = storedFiles(t);
    const exe = await create(admin, {
      name: 'x',
      documents: {
        filename: 'report.pdf',
        content: Buffer.from('MZ\x90\x00\x03\x00', 'latin1'),
        contentType: 'application/pdf',
      },
    });
    expect(exe.statusCode).toBe(415);
    const big = await create(admin, {
      name: 'x',
      documents: {
        filename: 'big.pdf',
        content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]),
        contentType: 'application/pdf',
      },
    });
    expect(big.statusCode).toBe(413);
    expect(storedFiles(t)).toEqual(before);
  });
});

describe('a Super-Admin naming a municipality', () => {
  it('that does not exist gets 404, also beyond 32-bit ids', async () => {
    for (const id of [999_999, 4_294_967_296]) {
      const res = await send('POST', `/api/other-documents?company_id=${id}`, superAdmin, {
        name: 'x',
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
