import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@karyayojana/contracts';
import { daysInBsMonth, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { client, createWorld, type World } from '../../test/support/events-world.js';
import { multipartBody } from '../../test/support/multipart.js';
import { bearer } from '../../test/support/test-app.js';

// What a person reads when a form is refused, and what real clients send (HTML forms, the
// original front end): every field message in the caller's language, empty optional fields
// taken as absent, a wrong method told apart from a wrong path.
let w: World;
let api: ReturnType<typeof client>;
let year: number;
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  year = await api.yearId('2083/84');
});
afterAll(() => w.t.close());

type Failure = { message: string; errors: Record<string, string[]> };
type Created = { data: { created: number } };

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
  lang?: string,
) =>
  w.t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

const event = (over: object = {}) => ({
  fiscal_year_id: year,
  title: 'वडा भेला',
  content: 'वडास्तरीय योजना छनोट',
  date: '2083-05-10',
  ...over,
});

describe('field messages', () => {
  it('explain a BS date that does not exist with the month and its real length', async () => {
    const days = daysInBsMonth(2083, 5);
    const ne = await send('POST', '/api/events', w.admin, event({ date: '2083-05-35' }));
    expect(ne.statusCode).toBe(422);
    const want = `२०८३ भाद्रमा ${toDevanagariDigits(days)} दिन मात्र छन्, ३५ गते हुँदैन।`;
    expect(ne.json()).toMatchObject({ message: want, errors: { date: [want] } });

    const en = await send('POST', '/api/events', w.admin, event({ date: '2083-05-35' }), 'en');
    expect(en.json<Failure>().errors.date).toEqual([`Bhadra 2083 has ${days} days, not 35.`]);
  });

  it('say which field is missing and give the limit of a text that is too long', async () => {
    const res = await send('POST', '/api/events', w.admin, {
      fiscal_year_id: year,
      title: 'क'.repeat(301),
      date: '2083-05-10',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Failure>().errors).toEqual({
      title: ['शीर्षक बढीमा ३०० अक्षरको हुन सक्छ; अहिले ३०१ अक्षर छ।'],
      content: ['विवरण आवश्यक छ।'],
    });
  });

  it('give the calendar range for a date outside it, and the time format', async () => {
    const res = await send(
      'POST',
      '/api/events',
      w.admin,
      event({ date: '2100-01-01', time: '7' }),
    );
    expect(res.json<Failure>().errors).toEqual({
      date: ['मिति २०००-०१-०१ देखि २०९९-१२-३० भित्रको हुनुपर्छ; २१००-०१-०१ पात्रोमा छैन।'],
      time: ['समय घण्टा:मिनेट (HH:mm) मा ००:०० देखि २३:५९ सम्म लेख्नुहोस्।'],
    });
  });

  it('come in Nepali for multipart forms too', async () => {
    const form = multipartBody({ name: '', remarks: 'x' });
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/other-documents',
      headers: { ...bearer(w.admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { name: ['नाम खाली छोड्न मिल्दैन।'] } });
  });

  it('keep the original product’s own texts for English callers', async () => {
    const noDate = await send('POST', '/api/events', w.admin, event({ date: '' }), 'en');
    expect(noDate.json()).toMatchObject({ message: 'Please select a date' });
    const outside = await send('POST', '/api/events', w.admin, event({ date: '2084-04-01' }), 'en');
    expect(outside.json()).toMatchObject({
      message: 'The input date 2084-04-01 does not lie in fiscal Year 2083/84',
    });
    const ne = await send('POST', '/api/events', w.admin, event({ date: '2084-04-01' }));
    expect(ne.json()).toMatchObject({
      message: 'मिति २०८४-०४-०१ आर्थिक वर्ष २०८३/८४ भित्र पर्दैन।',
    });
  });

  it('say that passwords differ in the caller’s language', async () => {
    const res = await send('POST', '/api/change-password', w.user, {
      current_password: 'whatever-1',
      password: 'new-password-1',
      password_confirmation: 'new-password-2',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Failure>().errors).toEqual({
      password_confirmation: ['पासवर्ड र पुष्टि गरिएको पासवर्ड मिलेनन्।'],
    });
  });
});

describe('what real clients send', () => {
  it('copies with the original front end’s payload (source_id and target_id empty)', async () => {
    await api.createEvent(w.sa, {
      company_id: w.owner,
      fiscal_year_id: year,
      title: 'टेम्प्लेट कार्यक्रम',
      content: 'नमूना',
      date: '2083-06-01',
    });
    const before = (await api.eventsOf(w.home)).length;
    const res = await send('POST', '/api/copy-events', w.sa, {
      source_id: '',
      target_id: '',
      from_fiscal_year: String(year),
      to_fiscal_year: String(year),
      target_companies: [String(w.home)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Created>().data.created).toBeGreaterThan(0);
    expect((await api.eventsOf(w.home)).length).toBe(before + res.json<Created>().data.created);
  });

  it('takes empty query fields of a list as absent', async () => {
    const res = await send(
      'GET',
      `/api/events?company_id=&fiscal_year_id=&status=&category_id=&sort=&page=&per_page=`,
      w.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes an empty time as the default 10:00', async () => {
    const res = await send('POST', '/api/events', w.admin, event({ time: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { time: string }[] }>().data[0]?.time).toBe('10:00');
  });

  it('answers a method the path does not have with 405 and Allow', async () => {
    const res = await send('PATCH', '/api/events/1', w.admin, {});
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const list = await send('DELETE', '/api/fiscal-years', w.admin);
    expect(list.statusCode).toBe(405);
    expect(String(list.headers.allow)).toContain('POST');
    expect((await send('GET', '/api/no-such-thing', w.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/user', () => {
  it('carries the whole letterhead of the user’s municipality', async () => {
    await w.t.ctx.db
      .updateTable('companies')
      .set({ contact: '०११-६६०००१', email: 'info@banepa.gov.np', website: 'https://banepa.gov.np' })
      .where('id', '=', w.home)
      .execute();
    const res = await send('GET', '/api/user', w.user);
    const company = res.json<{ data: User }>().data.company;
    const row = await w.t.ctx.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', w.home)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      id: w.home,
      name: row.name,
      contact: '०११-६६०००१',
      email: 'info@banepa.gov.np',
      website: 'https://banepa.gov.np',
      province: row.province,
      district: row.district,
      municipality: row.municipality,
      expiry_date: row.expiry_date,
      is_owner: false,
    });
  });
});
