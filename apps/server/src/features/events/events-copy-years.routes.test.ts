import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, FiscalYear } from '@karyayojana/contracts';
import {
  bsToAdString,
  bsToString,
  daysInBsMonth,
  fiscalYearBounds,
} from '@karyayojana/nepali-calendar';
import { makeCompany } from '../../../test/support/builders.js';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { translate } from '../../lib/messages.js';

// POST /api/copy-events: a template year into municipalities' target year, the BS date moved
// by whole years with the day clamped to the month; all or nothing (docs/behaviour.md §11).
let w: World;
let api: ReturnType<typeof client>;
let cats: number[];
beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  cats = await api.categoryIds();
});
afterAll(() => w.t.close());

const copy = (token: string | undefined, payload: object) =>
  api.call('POST', '/api/copy-events', token, payload);

/** Events of a company in one company's template year, created by the Super-Admin. */
async function plan(companyId: number, year: number, dates: string[]): Promise<Event[]> {
  const events: Event[] = [];
  for (const date of dates) {
    events.push(
      await api.createEvent(w.sa, {
        company_id: companyId,
        fiscal_year_id: year,
        title: `कार्यक्रम ${date}`,
        content: 'नमूना',
        date,
        time: '11:30',
        assignTo: 'प्रशासन',
        categories: [cats[0]],
        tasks: ['तयारी', 'प्रतिवेदन'],
      }),
    );
  }
  return events;
}

async function createYear(year: string, startDate: string, endDate: string): Promise<FiscalYear> {
  const res = await api.call('POST', '/api/fiscal-years', w.sa, {
    year,
    startDate,
    endDate,
    status: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FiscalYear }>().data;
}

const datesOf = async (companyId: number) =>
  (await api.eventsOf(companyId)).map((e) => [e.date, e.ad_date, e.fiscal_year_id]);

describe('POST /api/copy-events', () => {
  it('clamps day 32 to 31 when the target month is shorter (owner’s template by default)', async () => {
    // Ashadh (month 3) has 32 days in 2083, the end of 2082/83, and 31 in 2084.
    expect([daysInBsMonth(2083, 3), daysInBsMonth(2084, 3)]).toEqual([32, 31]);
    const [from, to] = [await api.yearId('2082/83'), await api.yearId('2083/84')];
    const template = await plan(w.owner, from, ['2082-05-10', '2083-03-32']);
    const [a, b] = [await makeCompany(w.t), await makeCompany(w.t)];
    const res = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      target_companies: [a, b],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: expect.any(String) as unknown,
      data: { created: 4, batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    });
    for (const company of [a, b]) {
      expect(await datesOf(company)).toEqual([
        ['2083-05-10', bsToAdString('2083-05-10'), to],
        ['2084-03-31', bsToAdString('2084-03-31'), to],
      ]);
      const [first] = await api.eventsOf(company);
      expect(await api.getEvent(w.sa, first?.id ?? 0)).toMatchObject({
        title: template[0]?.title,
        content: 'नमूना',
        time: '11:30',
        assignTo: 'प्रशासन',
        status: 'notDone',
        categories: [{ id: cats[0] }],
        tasks: [
          { name: 'तयारी', documents: null },
          { name: 'प्रतिवेदन', documents: null },
        ],
      });
    }
  });

  it('clamps day 32 of Shrawan 2081 (a year created for it) to Shrawan 31, 2082', async () => {
    expect([daysInBsMonth(2081, 4), daysInBsMonth(2082, 4)]).toEqual([32, 31]);
    const bounds = fiscalYearBounds(2081);
    const created = await createYear('2081/82', bsToString(bounds.start), bsToString(bounds.end));
    expect(created).toMatchObject({
      startDate: '2081-04-01',
      endDate: '2082-03-32',
      ad_startDate: bsToAdString('2081-04-01'),
      ad_endDate: bsToAdString('2082-03-32'),
    });
    const template = await makeCompany(w.t);
    await plan(template, created.id, ['2081-04-32', '2082-03-32']);
    const target = await makeCompany(w.t);
    const to = await api.yearId('2082/83');
    const res = await copy(w.sa, {
      from_fiscal_year: created.id,
      to_fiscal_year: to,
      target_companies: [String(target)],
      source_id: template,
    });
    expect(res.json()).toMatchObject({ data: { created: 2 } });
    expect(await datesOf(target)).toEqual([
      ['2082-04-31', bsToAdString('2082-04-31'), to],
      ['2083-03-32', bsToAdString('2083-03-32'), to],
    ]);
  });

  it('moves Chaitra and Baisakh of one fiscal year into the same target year', async () => {
    // 2083/84 holds Chaitra 2083 and Baisakh 2084; 2084/85 holds Chaitra 2084 and Baisakh 2085.
    const [from, to] = [await api.yearId('2083/84'), await api.yearId('2084/85')];
    const template = await makeCompany(w.t);
    await plan(template, from, ['2083-04-01', '2083-12-30', '2084-01-01', '2084-03-31']);
    const target = await makeCompany(w.t);
    const res = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      target_companies: [target],
      source_id: template,
    });
    expect(res.json()).toMatchObject({ data: { created: 4 } });
    expect(await datesOf(target)).toEqual(
      ['2084-04-01', '2084-12-30', '2085-01-01', '2085-03-31'].map((d) => [d, bsToAdString(d), to]),
    );
  });

  it('creates nothing in any company when one date cannot land in the target year', async () => {
    const from = await api.yearId('2084/85');
    const narrow = await createYear('2085/86', '2085-04-01', '2085-08-30');
    const template = await makeCompany(w.t);
    await plan(template, from, ['2084-05-10', '2085-02-01', '2084-06-01']);
    const [a, b] = [await makeCompany(w.t), await makeCompany(w.t)];
    const before = await Promise.all([
      api.count('events'),
      api.count('tasks'),
      api.count('event_categories'),
    ]);
    const res = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: narrow.id,
      target_companies: [a, b],
      source_id: template,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('date.outsideYear', 'ne', { date: '2086-02-01', year: '2085/86' }),
    });
    expect(
      await Promise.all([api.count('events'), api.count('tasks'), api.count('event_categories')]),
    ).toEqual(before);
    expect(await api.eventsOf(a)).toEqual([]);
    expect(await api.eventsOf(b)).toEqual([]);
  });

  it('answers 422, not 500, when the moved date is beyond the calendar', async () => {
    const bounds = fiscalYearBounds(2098);
    const from = await createYear('2098/99', bsToString(bounds.start), bsToString(bounds.end));
    const last = await createYear('2099/00', '2099-04-01', '2099-12-30');
    const template = await makeCompany(w.t);
    await plan(template, from.id, ['2099-01-05']);
    const target = await makeCompany(w.t);
    const res = await copy(w.sa, {
      from_fiscal_year: from.id,
      to_fiscal_year: last.id,
      target_companies: [target],
      source_id: template,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('date.outsideYear', 'ne', { date: '2099-01-05', year: '2099/00' }),
    });
    expect(await api.eventsOf(target)).toEqual([]);
  });

  it('answers 0 created for a template year without events', async () => {
    const target = await makeCompany(w.t);
    const res = await copy(w.sa, {
      from_fiscal_year: await api.yearId('2084/85'),
      to_fiscal_year: await api.yearId('2083/84'),
      target_companies: [target],
    });
    expect(res.json()).toMatchObject({ data: { created: 0 } });
  });

  it('answers 422 for no companies or an unknown year, 404 for a missing company', async () => {
    const [from, to] = [await api.yearId('2082/83'), await api.yearId('2083/84')];
    const before = await api.count('events');
    const none = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      target_companies: [],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: translate('copy.noCompanies', 'ne') });
    const noList = await copy(w.sa, { from_fiscal_year: from, to_fiscal_year: to });
    expect(noList.json()).toMatchObject({ message: translate('copy.noCompanies', 'ne') });
    for (const id of [999_999, 99_999_999_999]) {
      const year = await copy(w.sa, {
        from_fiscal_year: from,
        to_fiscal_year: id,
        target_companies: [w.home],
      });
      expect(year.statusCode).toBe(422);
      expect(year.json<{ errors: object }>().errors).toHaveProperty('to_fiscal_year');
    }
    const missing = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      target_companies: [w.home, 999_999],
    });
    expect(missing.statusCode).toBe(404);
    const source = await copy(w.sa, {
      from_fiscal_year: from,
      to_fiscal_year: to,
      target_companies: [w.home],
      source_id: 99_999_999_999,
    });
    expect(source.statusCode).toBe(404);
    expect(await api.count('events')).toBe(before);
  });

  it('is for the Super-Admin only: admin, user, expired 403; anonymous 401', async () => {
    const payload = {
      from_fiscal_year: await api.yearId('2082/83'),
      to_fiscal_year: await api.yearId('2083/84'),
      target_companies: [w.home],
    };
    const before = await api.count('events');
    for (const token of [w.admin, w.user, w.expiredAdmin]) {
      const res = await copy(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await copy(undefined, payload)).statusCode).toBe(401);
    expect(await api.count('events')).toBe(before);
  });
});
