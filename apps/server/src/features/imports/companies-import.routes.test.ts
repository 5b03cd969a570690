import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyImportPreview } from '@karyayojana/contracts';
import { createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer } from '../../../test/support/test-app.js';
import { CONTENT_TYPES, zip } from '../../../test/support/zip.js';

// POST /api/companies/import and its template: the Super-Admin brings municipalities from a
// sheet (docs/decisions/022-imports.md, "Municipalities"). The world's clock says 2026-11-21.
let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(() => w.t.close());

const HEADERS = [
  'नाम',
  'नारा / विवरण',
  'प्रदेश',
  'जिल्ला',
  'स्थानीय तह',
  'ठेगाना',
  'सम्पर्क नम्बर',
  'इमेल',
  'वेबसाइट',
  'सदस्यता सकिने मिति (वि.सं.)',
];
type Row = (string | number | Date | object | null)[];

async function xlsx(rows: Row[], headers: string[] = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('पालिकाहरू');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function send(
  token: string | undefined,
  file: Buffer | undefined,
  fields: Record<string, string> = {},
  { filename = 'municipalities.xlsx', lang = 'ne' }: { filename?: string; lang?: 'ne' | 'en' } = {},
) {
  const body = multipartBody({
    ...fields,
    ...(file ? { file: { filename, content: file } } : {}),
  });
  return w.t.app.inject({
    method: 'POST',
    url: '/api/companies/import',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      'accept-language': lang,
    },
  });
}
const preview = async (token: string, file: Buffer, opts?: Parameters<typeof send>[3]) => {
  const res = await send(token, file, { dry_run: '1' }, opts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CompanyImportPreview }>().data;
};
const template = (token: string | undefined, lang: 'ne' | 'en' = 'ne') =>
  w.t.app.inject({
    method: 'GET',
    url: '/api/companies/import/template',
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

async function companies(): Promise<{ name: string }[]> {
  return w.t.ctx.db.selectFrom('companies').select('name').orderBy('id').execute();
}

let serial = 0;
/** A row that imports cleanly: a true local level, a unique name. */
const example = (overrides: Partial<Record<number, Row[number]>> = {}): Row => {
  const row: Row = [
    `आयातित पालिका ${++serial}`,
    'समृद्ध नगर',
    'बागमती',
    'काठमाडौं',
    'काठमाडौं महानगरपालिका',
    'बागदरबार',
    '01-4200000',
    'info@example.org',
    'https://example.org',
    '२०८४/०८/०५',
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v ?? null;
  return row;
};

describe('GET /api/companies/import/template', () => {
  it('is a workbook with Nepali instructions and one example row that previews clean', async () => {
    const res = await template(w.sa);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('municipalities-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['निर्देशन', 'पालिकाहरू']);
    const data = wb.worksheets[1];
    expect(data?.rowCount).toBe(2);
    expect(data?.getRow(1).getCell(1).value).toBe('पालिकाको नाम');
    expect(data?.getRow(2).getCell(4).value).toBe('काभ्रेपलाञ्चोक');
    expect(wb.worksheets[0]?.getRow(1).getCell(1).value).toBe('पालिकाहरू आयात गर्ने टेम्प्लेट');

    const back = await preview(w.sa, res.rawPayload);
    expect(back).toMatchObject({ valid: 1, invalid: 0 });
    expect(back.rows[0]?.values).toMatchObject({
      name: 'धुलिखेल नगरपालिका',
      province: 'बागमती',
      district: 'काभ्रेपलाञ्चोक',
      municipality: 'धुलिखेल नगरपालिका',
      email: 'info@dhulikhelmun.gov.np',
      expiry_date: '2027-11-21',
    });
  });

  it('is in English with Accept-Language: en, and its English address resolves', async () => {
    const res = await template(w.sa, 'en');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Instructions', 'Municipalities']);
    expect(wb.worksheets[1]?.getRow(1).getCell(5).value).toBe('Local level');
    const back = await preview(w.sa, res.rawPayload, { lang: 'en' });
    expect(back.rows[0]).toMatchObject({
      values: { name: 'Dhulikhel Municipality', municipality: 'धुलिखेल नगरपालिका' },
      errors: {},
    });
  });

  it('is only for the Super-Admin', async () => {
    expect((await template(w.admin)).statusCode).toBe(403);
    expect((await template(w.user)).statusCode).toBe(403);
    expect((await template(undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/companies/import with dry_run=1', () => {
  it('shows every row as it would be stored, with the canonical address, and writes nothing', async () => {
    const before = await companies();
    const file = await xlsx([
      example({ 0: 'काभ्रे नमुना', 3: 'काभ्रेपलान्चोक', 4: 'धुलिखेल' }),
      example({
        0: 'पर्बत नमुना',
        1: null,
        2: 'गण्डकी प्रदेश',
        3: 'पर्बत',
        4: 'कुश्मा नगरपालिका',
        6: "'+977-67-420000",
        7: 'INFO@Kushma.gov.np',
        9: null,
      }),
    ]);
    const data = await preview(w.sa, file);
    expect(data).toMatchObject({ valid: 2, invalid: 0 });
    expect(data.rows[0]).toEqual({
      row: 2,
      values: {
        name: 'काभ्रे नमुना',
        description: 'समृद्ध नगर',
        province: 'बागमती',
        district: 'काभ्रेपलाञ्चोक',
        municipality: 'धुलिखेल नगरपालिका',
        address: 'बागदरबार',
        contact: '01-4200000',
        email: 'info@example.org',
        website: 'https://example.org',
        expiry_date: '2027-11-21',
        expiry_date_bs: '2084-08-05',
      },
      errors: {},
    });
    expect(data.rows[1]?.values).toMatchObject({
      description: null,
      province: 'गण्डकी',
      district: 'पर्वत',
      municipality: 'कुश्मा नगरपालिका',
      contact: '+977-67-420000',
      email: 'info@kushma.gov.np',
      expiry_date: '2027-11-21',
    });
    expect(await companies()).toEqual(before);
  });

  it('explains each row’s errors in Nepali', async () => {
    const existing = (await companies()).find((c) => c.name.startsWith('नगरपालिका'))?.name ?? '';
    const file = await xlsx([
      example({ 0: 'दोहोरिने नाम' }),
      example({ 2: 'बागमती', 3: 'दोलखा', 4: 'हेलुङ' }),
      example({ 4: 'कुनै नभएको पालिका' }),
      example({ 0: existing }),
      example({ 0: ' दोहोरिने   नाम ' }),
      example({ 7: 'not-an-email' }),
      example({ 0: null }),
      example({ 9: '2083-02-33' }),
      example({ 8: 'x'.repeat(301) }),
    ]);
    const data = await preview(w.sa, file);
    const errors = data.rows.map((r) => r.errors);
    expect(errors[0]).toEqual({});
    expect(errors[1]?.municipality?.[0]).toBe(
      'कुन पालिका हो, छान्नुहोस्: मेलुङ्ग गाउँपालिका, शैलुङ्ग गाउँपालिका।',
    );
    expect(errors[2]?.municipality).toEqual(['सूचीबाट प्रदेश, जिल्ला र पालिका छान्नुहोस्।']);
    expect(errors[3]?.name).toEqual(['यस नामको पालिका पहिले नै छ।']);
    expect(errors[4]?.name).toEqual(['पङ्क्ति २ सँग नाम दोहोरियो।']);
    expect(errors[5]?.email?.[0]).toContain('name@example.com');
    expect(errors[6]?.name).toEqual(['नाम आवश्यक छ।']);
    expect(errors[7]?.expiry_date?.[0]).toMatch(/जेठ.*दिन मात्र छन्, ३३ गते हुँदैन/);
    expect(errors[8]?.website?.[0]).toContain('३००');
    expect(data).toMatchObject({ valid: 1, invalid: 8 });
    // A row that cannot be stored still shows what was read.
    expect(data.rows[5]?.values).toMatchObject({ email: 'not-an-email', district: 'काठमाडौं' });
    expect(data.rows[7]?.values.expiry_date).toBeNull();
  });

  it('explains them in English with Accept-Language: en', async () => {
    const file = await xlsx([
      example({ 3: 'दोलखा', 4: 'हेलुङ' }),
      example({ 0: '', 7: 'x@' }),
      example({ 9: '2083-13-01' }),
    ]);
    const data = await preview(w.sa, file, { lang: 'en' });
    expect(data.rows[0]?.errors.municipality).toEqual([
      'Which municipality is it? Choose one of: Melung, Sailung.',
    ]);
    expect(data.rows[1]?.errors).toEqual({
      name: ['Name is required.'],
      email: ['This is not an email address; write it like name@example.com.'],
    });
    expect(data.rows[2]?.errors.expiry_date).toEqual([
      'Expiry date: months run from 1 to 12; there is no month 13.',
    ]);
  });

  it('reads an Excel date cell as AD, a formula’s saved value, and refuses a formula without one', async () => {
    const file = await xlsx([
      example({ 9: new Date(Date.UTC(2028, 0, 15)) }),
      example({ 0: { formula: 'A1&"x"', result: 'सूत्रको पालिका' } }),
      example({ 0: { formula: 'A1&"y"' } }),
    ]);
    const data = await preview(w.sa, file);
    expect(data.rows[0]?.values).toMatchObject({
      expiry_date: '2028-01-15',
      expiry_date_bs: '2084-10-01',
    });
    expect(data.rows[1]?.values.name).toBe('सूत्रको पालिका');
    expect(data.rows[2]?.errors.name?.[0]).toContain('सूत्र');
  });

  it('reads our own export back: its headers, and the expiry dates it wrote', async () => {
    const exported = await w.t.app.inject({
      method: 'GET',
      url: '/api/companies/export?format=csv',
      headers: bearer(w.sa),
    });
    expect(exported.statusCode).toBe(200);
    const data = await preview(w.sa, exported.rawPayload, { filename: 'companies.csv' });
    const listed = await w.t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: bearer(w.sa),
    });
    const stored = listed.json<{ data: Company[] }>().data;
    expect(data.rows).toHaveLength(stored.length);
    for (const [i, row] of data.rows.entries()) {
      expect(row.values.name).toBe(stored[i]?.name);
      expect(row.values.expiry_date).toBe(stored[i]?.expiry_date);
      // Every one of them is there already.
      expect(row.errors.name).toEqual(['यस नामको पालिका पहिले नै छ।']);
    }
  });
});

describe('POST /api/companies/import', () => {
  it('creates every municipality with the canonical address, as the company form would', async () => {
    const file = await xlsx([
      example({ 0: 'आयात एक', 3: 'काभ्रेपलान्चोक', 4: 'धुलिखेल नगरपालिका' }),
      example({ 0: 'आयात दुई', 2: 'गण्डकी', 3: 'पर्बत', 4: 'कुश्मा', 9: null }),
    ]);
    const res = await send(w.sa, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '२ वटा पालिका आयात भयो।', data: { created: 2 } });
    const listed = await w.t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: bearer(w.sa),
    });
    const byName = new Map(listed.json<{ data: Company[] }>().data.map((c) => [c.name, c]));
    expect(byName.get('आयात एक')).toMatchObject({
      description: 'समृद्ध नगर',
      province: 'बागमती',
      district: 'काभ्रेपलाञ्चोक',
      municipality: 'धुलिखेल नगरपालिका',
      contact: '01-4200000',
      email: 'info@example.org',
      expiry_date: '2027-11-21',
      status: '1',
      logo: null,
    });
    expect(byName.get('आयात दुई')).toMatchObject({
      district: 'पर्वत',
      municipality: 'कुश्मा नगरपालिका',
      expiry_date: '2027-11-21',
    });
    // The same file again: every row now names a stored municipality, and nothing is added.
    const before = await companies();
    const again = await send(w.sa, file, {}, { lang: 'en' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'Some rows have errors; nothing was imported.',
      errors: {
        'rows.2.name': ['A municipality with this name exists already.'],
        'rows.3.name': ['A municipality with this name exists already.'],
      },
    });
    expect(await companies()).toEqual(before);
  });

  it('writes nothing when one row of 300 is wrong', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => example({ 0: `थोक पालिका ${i}` }));
    rows[250] = example({ 0: 'खराब इमेल', 7: 'खराब@' });
    const before = await companies();
    const res = await send(w.sa, await xlsx(rows));
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('केही पङ्क्तिमा त्रुटि छ; केही पनि आयात भएन।');
    expect(Object.keys(body.errors)).toEqual(['rows.252.email']);
    expect(await companies()).toEqual(before);
  }, 30_000);

  it('is 403 for an admin and a user, 401 without a session, and writes nothing', async () => {
    const file = await xlsx([example({ 0: 'अनधिकृत' })]);
    const before = await companies();
    expect((await send(w.admin, file)).statusCode).toBe(403);
    expect((await send(w.user, file)).statusCode).toBe(403);
    expect((await send(w.admin, file, { dry_run: '1' })).statusCode).toBe(403);
    expect((await send(undefined, file)).statusCode).toBe(401);
    expect(await companies()).toEqual(before);
  });

  it('asks for the file, and for a header it knows', async () => {
    const res = await send(w.sa, undefined, {}, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({ file: ['File is required.'] });
    const plan = await send(w.sa, await xlsx([['२०८३-०४-१५', 'बैठक']], ['मिति', 'शीर्षक']));
    expect(plan.statusCode).toBe(422);
    expect(plan.json<{ message: string }>().message).toBe(
      'शीर्षक पङ्क्ति भेटिएन; टेम्प्लेटका स्तम्भहरू प्रयोग गर्नुहोस्।',
    );
    const empty = await send(w.sa, await xlsx([]), {}, { lang: 'en' });
    expect(empty.json<{ message: string }>().message).toBe('The file holds no municipalities.');
  });
});

describe('hostile files', () => {
  const refused = async (file: Buffer, status: number, filename = 'municipalities.xlsx') => {
    const before = await companies();
    const res = await send(w.sa, file, {}, { filename, lang: 'en' });
    expect(res.statusCode, res.body).toBe(status);
    expect(await companies()).toEqual(before);
    return res.json<{ message: string }>().message;
  };

  it('refuses an executable renamed .xlsx', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(500, 1)]);
    expect(await refused(exe, 415)).toBe(
      'This file is not an Excel workbook (.xlsx) or a CSV file.',
    );
  });

  it('refuses a workbook with macros (vbaProject.bin)', async () => {
    const xlsm = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/vbaProject.bin', data: Buffer.alloc(100, 7) },
    ]);
    expect(await refused(xlsm, 415, 'municipalities.xlsm')).toContain('macros');
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    expect(await refused(bomb, 413)).toContain('50 MB');
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => example({ 0: `r${i}` }));
    const res = await send(w.sa, await xlsx(rows), { dry_run: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({
      file: ['एउटा फाइलमा बढीमा ५००० पङ्क्ति हुन सक्छन्।'],
    });
  }, 30_000);
});
