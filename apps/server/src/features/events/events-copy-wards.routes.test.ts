import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyResult, Event } from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { bearer } from '../../../test/support/test-app.js';

// Issue 28: copies keep an event's wards and branch. Within its municipality (next year,
// duplicate) they are kept as they are; into another municipality the branch is the one of the
// same name there (Nepali, else English) or none, the wards those the municipality has, and the
// answer says how many copies lost wards or their branch.

let w: World;
let api: ReturnType<typeof client>;
let fy: number;
let nextFy: number;
const home = { health: 0, planning: 0 };
const other = { health: 0, roads: 0 };
let clinic: Event;
let survey: Event;

async function setUp(token: string, companyId: number, wardCount: number) {
  const count = await api.call('PUT', '/api/ward-count', w.sa, {
    company_id: companyId,
    ward_count: wardCount,
  });
  expect(count.statusCode, count.body).toBe(200);
  return async (name: string, name_en: string | null) => {
    const res = await api.call('POST', '/api/branches', token, {
      name,
      ...(name_en ? { name_en } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
}

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  fy = await api.yearId('2083/84');
  nextFy = await api.yearId('2084/85');
  const homeBranch = await setUp(w.admin, w.home, 12);
  home.health = await homeBranch('स्वास्थ्य शाखा', 'Health');
  home.planning = await homeBranch('योजना शाखा', 'Planning');
  // The other municipality has five wards, a health branch under another Nepali name but the
  // same English one, and no planning branch.
  const otherBranch = await setUp(w.otherAdmin, w.other, 5);
  other.roads = await otherBranch('सडक शाखा', 'Roads');
  other.health = await otherBranch('स्वास्थ्य तथा सरसफाइ शाखा', 'health');
  clinic = await api.createEvent(w.admin, {
    fiscal_year_id: fy,
    title: 'स्वास्थ्य शिविर',
    content: 'निःशुल्क जाँच',
    date: '2083-05-10',
    wards: [3, 6, 11],
    branch_id: home.health,
  });
  survey = await api.createEvent(w.admin, {
    fiscal_year_id: fy,
    title: 'योजना सर्वेक्षण',
    content: 'वडास्तरीय',
    date: '2083-06-10',
    wards: [2],
    branch_id: home.planning,
  });
}, 60_000);
afterAll(() => w.t.close());

const eventsOf = async (companyId: number, fiscalYearId: number) => {
  const res = await w.t.app.inject({
    url: `/api/events?fiscal_year_id=${fiscalYearId}&company_id=${companyId}`,
    headers: bearer(w.sa),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Event[] }>().data;
};
const byTitle = (events: Event[], title: string) => events.find((e) => e.title === title)!;

describe('copies within the municipality keep wards and branch', () => {
  it('into the next year', async () => {
    const res = await api.call('POST', '/api/copy-my-events', w.admin, {
      from_fiscal_year: fy,
      to_fiscal_year: nextFy,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CopyResult>();
    expect(body.message).toBe('२ वटा कार्यक्रम सिर्जना भयो।');
    expect(body.data.wards_dropped).toBeUndefined();
    expect(body.data.branches_unmatched).toBeUndefined();
    const copies = await eventsOf(w.home, nextFy);
    expect(byTitle(copies, 'स्वास्थ्य शिविर')).toMatchObject({
      wards: [3, 6, 11],
      branch_id: home.health,
    });
    expect(byTitle(copies, 'योजना सर्वेक्षण')).toMatchObject({
      wards: [2],
      branch_id: home.planning,
    });
  });

  it('a duplicate', async () => {
    const res = await api.call('POST', '/api/dublicate-events', w.admin, {
      target_events: [clinic.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const copies = (await eventsOf(w.home, fy)).filter((e) => e.title === 'स्वास्थ्य शिविर');
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy).toMatchObject({ wards: [3, 6, 11], branch_id: home.health });
    }
  });
});

describe('copies into another municipality', () => {
  it('map the branch by name, leave out the wards it lacks, and say so', async () => {
    const res = await api.call('POST', '/api/copy-selected-events', w.sa, {
      target_events: [clinic.id, survey.id],
      target_companies: [w.other],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CopyResult>();
    expect(body.data).toMatchObject({ created: 2, wards_dropped: 1, branches_unmatched: 1 });
    expect(body.message).toBe(
      '२ वटा कार्यक्रम सिर्जना भयो। १ वटा कार्यक्रमका केही वडा लक्षित पालिकामा नभएकाले छोडिए। १ वटा कार्यक्रमको शाखा लक्षित पालिकामा उही नामको शाखा नभएकाले शाखाबिना प्रतिलिपि भयो।',
    );
    const copies = await eventsOf(w.other, fy);
    // Wards 6 and 11 are beyond the other's five; its health branch has the English name.
    expect(byTitle(copies, 'स्वास्थ्य शिविर')).toMatchObject({
      wards: [3],
      branch_id: other.health,
    });
    // It has ward 2 but no planning branch.
    expect(byTitle(copies, 'योजना सर्वेक्षण')).toMatchObject({ wards: [2], branch_id: null });
  });

  it('a year into other municipalities, in English', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/copy-events',
      headers: { ...bearer(w.sa), 'accept-language': 'en' },
      payload: {
        source_id: w.home,
        from_fiscal_year: fy,
        to_fiscal_year: nextFy,
        target_companies: [w.other, w.home],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CopyResult>();
    // Three events (the duplicate included) into each: in the other, two lose wards (the clinic
    // twice) and one its branch; at home nothing is lost.
    expect(body.data).toMatchObject({ created: 6, wards_dropped: 2, branches_unmatched: 1 });
    expect(body.message).toBe(
      '6 event(s) created. In 2 copied event(s), wards the target municipality lacks were left out. 1 event(s) were copied without their branch: the target municipality has no branch of that name.',
    );
    const home2 = (await eventsOf(w.home, nextFy)).filter((e) => e.title === 'स्वास्थ्य शिविर');
    expect(home2.every((e) => e.wards.join() === '3,6,11' && e.branch_id === home.health)).toBe(
      true,
    );
    const others = (await eventsOf(w.other, nextFy)).filter((e) => e.title === 'स्वास्थ्य शिविर');
    expect(others).toHaveLength(2);
    expect(others.every((e) => e.wards.join() === '3' && e.branch_id === other.health)).toBe(true);
  });
});
