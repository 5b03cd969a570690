import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_BRANCHES,
  type ActivityList,
  type Branch,
  type UserListItem,
  type WardsAnswer,
} from '@karyayojana/contracts';
import { client, createWorld, type World } from '../../../test/support/events-world.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { bearer, login } from '../../../test/support/test-app.js';

// Wards and branches of a municipality (issue 28, docs/decisions/037): the wards come from the
// official count of the local level its address names; its admin names the ward offices and
// keeps the branches; the Super-Admin changes the count after a boundary change.

let w: World;
let api: ReturnType<typeof client>;
/** A municipality made through the API with a real address: धुलिखेल, 12 wards. */
let dhulikhel: number;
let dhulikhelAdmin: string;

/** The answer's message and code, for a refusal. */
const refusal = (res: { json: <T>() => T }) => res.json<{ code: string; message: string }>();

beforeAll(async () => {
  w = await createWorld();
  api = client(w.t);
  const form = multipartBody({
    name: 'धुलिखेल नगरपालिका',
    province: 'बागमती',
    district: 'काभ्रेपलाञ्चोक',
    municipality: 'धुलिखेल नगरपालिका',
  });
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/companies',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(w.sa) },
  });
  expect(res.statusCode, res.body).toBe(200);
  dhulikhel = res.json<{ data: { id: number } }>().data.id;
  const email = 'admin@dhulikhel.example.org';
  const made = await api.call('POST', '/api/register', w.sa, {
    name: 'धुलिखेलको एडमिन',
    email,
    password: 'dhulikhel-pass-1',
    password_confirmation: 'dhulikhel-pass-1',
    company_id: dhulikhel,
    role: 'admin',
  });
  expect(made.statusCode, made.body).toBe(200);
  dhulikhelAdmin = await login(w.t, email, 'dhulikhel-pass-1');
  // The world's municipalities have no address: their wards are the Super-Admin's to set.
  for (const company of [w.home, w.other, w.expired]) {
    const set = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: company,
      ward_count: 9,
    });
    expect(set.statusCode, set.body).toBe(200);
  }
});
afterAll(() => w.t.close());

const wardsOf = async (token: string, company?: number) => {
  const res = await api.call(
    'GET',
    `/api/wards${company === undefined ? '' : `?company_id=${company}`}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WardsAnswer>();
};
const branchesOf = async (token: string, company?: number) => {
  const res = await api.call(
    'GET',
    `/api/branches${company === undefined ? '' : `?company_id=${company}`}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Branch[] }>().data;
};
/** The activity log's entries about one kind of row, newest first. */
const logOf = async (token: string, entity: 'ward' | 'branch', company?: number) => {
  const res = await api.call(
    'GET',
    `/api/activity?entity=${entity}&per_page=100${company ? `&company_id=${company}` : ''}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityList>().data;
};
const createBranch = async (token: string, body: object) => {
  const res = await api.call('POST', '/api/branches', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Branch }>().data;
};
const eventBody = async (extra: object = {}) => ({
  fiscal_year_id: await api.yearId('2083/84'),
  title: 'वडा भेला',
  content: 'वडाको योजना छलफल',
  date: '2083-05-01',
  ...extra,
});

describe('GET /api/wards', () => {
  it("lists a new municipality's wards from the official count of its local level", async () => {
    const answer = await wardsOf(dhulikhelAdmin);
    expect(answer.meta).toEqual({ company_id: dhulikhel, ward_count: 12 });
    expect(answer.data.map((ward) => ward.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(answer.data[0]).toEqual({
      number: 1,
      office_name: null,
      contact: null,
      events_count: 0,
    });
    // …and the Super-Admin reads the same, naming it.
    expect(await wardsOf(w.sa, dhulikhel)).toEqual(answer);
  });

  it('has no wards for a municipality whose address names no local level, until the count is set', async () => {
    // The owner company of first start names no address.
    const none = await wardsOf(w.sa, w.owner);
    expect(none).toEqual({ data: [], meta: { company_id: w.owner, ward_count: 0 } });
    // An event there cannot name a ward yet.
    const res = await api.call('POST', '/api/events', w.sa, {
      ...(await eventBody({ wards: [1] })),
      company_id: w.owner,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.wards).toEqual([
      'यो पालिकाको वडा संख्या तोकिएको छैन; सुपर एडमिनले तोकेपछि वडा छान्न सकिन्छ।',
    ]);
  });

  it("is read by everyone of the municipality, with each ward's events counted", async () => {
    await api.createEvent(w.admin, await eventBody({ wards: [2, 3] }));
    await api.createEvent(w.admin, await eventBody({ wards: '३' }));
    for (const token of [w.admin, w.user]) {
      const answer = await wardsOf(token);
      expect(answer.meta).toEqual({ company_id: w.home, ward_count: 9 });
      const counts = Object.fromEntries(
        answer.data.map((ward) => [ward.number, ward.events_count]),
      );
      expect(counts).toMatchObject({ 1: 0, 2: 1, 3: 2, 4: 0 });
    }
  });

  it("answers 404 for another municipality's wards, 401 without a token", async () => {
    for (const token of [w.admin, w.user]) {
      const res = await api.call('GET', `/api/wards?company_id=${w.other}`, token);
      expect(res.statusCode).toBe(404);
    }
    expect((await api.call('GET', '/api/wards')).statusCode).toBe(401);
    expect((await api.call('GET', '/api/wards?company_id=999999', w.sa)).statusCode).toBe(404);
  });
});

describe('PUT /api/wards/:number', () => {
  it("lets the admin name a ward's office and contact, and logs it", async () => {
    const res = await api.call('PUT', '/api/wards/5', w.admin, {
      office_name: 'वडा नं ५ को कार्यालय, खरेल',
      contact: '011-490123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'वडाको विवरण अद्यावधिक भयो।',
      data: {
        number: 5,
        office_name: 'वडा नं ५ को कार्यालय, खरेल',
        contact: '011-490123',
        events_count: 0,
      },
    });
    const ward5 = (await wardsOf(w.user)).data.find((ward) => ward.number === 5);
    expect(ward5).toMatchObject({ office_name: 'वडा नं ५ को कार्यालय, खरेल' });

    // Emptied, they are gone again.
    const cleared = await api.call('PUT', '/api/wards/5', w.admin, {
      office_name: '',
      contact: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ data: { office_name: null, contact: null } });

    const entries = (await logOf(w.admin, 'ward')).filter((e) => e.entity_id === 5);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'update',
      company_id: w.home,
      changes: {
        office_name: [null, 'वडा नं ५ को कार्यालय, खरेल'],
        contact: [null, '011-490123'],
      },
    });
  });

  it('lets the Super-Admin name any municipality’s ward office', async () => {
    const res = await api.call('PUT', '/api/wards/12', w.sa, {
      company_id: dhulikhel,
      office_name: 'वडा नं १२ को कार्यालय',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await wardsOf(dhulikhelAdmin)).data[11]).toMatchObject({
      office_name: 'वडा नं १२ को कार्यालय',
    });
  });

  it('answers 404 for a ward beyond the count', async () => {
    for (const number of [10, 99]) {
      const res = await api.call('PUT', `/api/wards/${number}`, w.admin, { office_name: 'x' });
      expect(res.statusCode).toBe(404);
    }
    expect((await api.call('PUT', '/api/wards/0', w.admin, { office_name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it("refuses an officer (403), another municipality's admin (404), an expired one (403)", async () => {
    const before = await wardsOf(w.admin);
    const asUser = await api.call('PUT', '/api/wards/4', w.user, { office_name: 'कब्जा' });
    expect(asUser.statusCode).toBe(403);
    const neighbour = await api.call('PUT', '/api/wards/4', w.otherAdmin, {
      company_id: w.home,
      office_name: 'कब्जा',
    });
    expect(neighbour.statusCode).toBe(404);
    const expired = await api.call('PUT', '/api/wards/4', w.expiredAdmin, { office_name: 'कब्जा' });
    expect(expired.statusCode).toBe(403);
    expect(refusal(expired).code).toBe('COMPANY_EXPIRED');
    expect(await wardsOf(w.admin)).toEqual(before);
  });
});

describe('PUT /api/ward-count', () => {
  it('is for the Super-Admin only, and is logged', async () => {
    for (const token of [w.admin, w.user]) {
      const res = await api.call('PUT', '/api/ward-count', token, { ward_count: 20 });
      expect(res.statusCode).toBe(403);
    }
    expect((await wardsOf(w.admin)).meta.ward_count).toBe(9);

    const res = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: w.other,
      ward_count: 11,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WardsAnswer & { message: string }>()).toMatchObject({
      message: 'वडा संख्या अद्यावधिक भयो।',
      meta: { company_id: w.other, ward_count: 11 },
    });
    expect((await wardsOf(w.otherAdmin)).data).toHaveLength(11);
    const [entry] = await logOf(w.sa, 'ward', w.other);
    expect(entry).toMatchObject({ action: 'update', changes: { ward_count: [9, 11] } });
  });

  it('refuses (409) fewer wards than an event or an officer names', async () => {
    const company = w.other;
    await api.createEvent(w.otherAdmin, await eventBody({ wards: [10] }));
    const below = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: company,
      ward_count: 9,
    });
    expect(below.statusCode).toBe(409);
    expect(refusal(below).message).toBe(
      'वडा नं १० मा कार्यक्रम वा कर्मचारी भएकाले वडा संख्या ९ बनाउन मिल्दैन।',
    );
    expect((await wardsOf(w.otherAdmin)).meta.ward_count).toBe(11);
    // An officer of ward 11 holds ward 11.
    const officer = await api.call('POST', '/api/register', w.otherAdmin, {
      name: 'वडा ११ का कर्मचारी',
      email: 'ward11@example.org',
      password: 'ward-eleven-1',
      password_confirmation: 'ward-eleven-1',
      company_id: company,
      role: 'user',
      scope_wards: [11],
    });
    expect(officer.statusCode, officer.body).toBe(200);
    const belowOfficer = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: company,
      ward_count: 10,
    });
    expect(belowOfficer.statusCode).toBe(409);
    // Exactly the highest ward in use is fine.
    const exact = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: company,
      ward_count: 11,
    });
    expect(exact.statusCode).toBe(200);
  });

  it('answers 422 for a count outside 1..99 and 404 for a municipality that does not exist', async () => {
    for (const ward_count of [0, 100, 'बाह्र', 1.5]) {
      const res = await api.call('PUT', '/api/ward-count', w.sa, {
        company_id: w.home,
        ward_count,
      });
      expect(res.statusCode).toBe(422);
    }
    const missing = await api.call('PUT', '/api/ward-count', w.sa, {
      company_id: 999999,
      ward_count: 5,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('branches', () => {
  it('a new municipality starts with the ten common branches, in order', async () => {
    const list = await branchesOf(dhulikhelAdmin);
    expect(list.map((b) => [b.name, b.name_en, b.order, b.active, b.events_count])).toEqual(
      COMMON_BRANCHES.map((b, i) => [b.name, b.name_en, i + 1, true, 0]),
    );
    expect(await branchesOf(w.sa, dhulikhel)).toEqual(list);
  });

  it('lets the admin add, rename and reorder branches; officers read them', async () => {
    const first = await createBranch(w.admin, { name: 'योजना शाखा', name_en: 'Planning' });
    expect(first).toMatchObject({
      company_id: w.home,
      name: 'योजना शाखा',
      name_en: 'Planning',
      active: true,
      events_count: 0,
    });
    const second = await createBranch(w.admin, { name: 'कृषि शाखा' });
    expect(second.order).toBeGreaterThan(first.order);
    expect(second.name_en).toBeNull();

    const renamed = await api.call('PUT', `/api/branches/${second.id}`, w.admin, {
      name: 'कृषि तथा पशुपन्छी शाखा',
      name_en: 'Agriculture and livestock',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'शाखा अद्यावधिक भयो।',
      data: { id: second.id, name: 'कृषि तथा पशुपन्छी शाखा', name_en: 'Agriculture and livestock' },
    });

    const ids = (await branchesOf(w.admin)).map((b) => b.id);
    const order = [...ids].reverse();
    const reordered = await api.call('PUT', '/api/order-branches', w.admin, { branchOrder: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<{ data: Branch[] }>().data.map((b) => b.id)).toEqual(order);
    const read = await branchesOf(w.user);
    expect(read.map((b) => b.id)).toEqual(order);
    expect(read.map((b) => b.order)).toEqual(order.map((_, i) => i + 1));
  });

  it('answers 422 for an order that leaves a branch out or names another municipality’s', async () => {
    const ids = (await branchesOf(w.admin)).map((b) => b.id);
    const [theirs] = (await branchesOf(w.otherAdmin)).map((b) => b.id);
    const neighbourBranch = theirs ?? (await createBranch(w.otherAdmin, { name: 'अर्को' })).id;
    for (const branchOrder of [
      ids.slice(1),
      [...ids.slice(1), neighbourBranch],
      [...ids, ids[0]],
    ]) {
      const res = await api.call('PUT', '/api/order-branches', w.admin, { branchOrder });
      expect(res.statusCode, JSON.stringify(branchOrder)).toBe(422);
    }
    expect((await branchesOf(w.admin)).map((b) => b.id)).toEqual(ids);
  });

  it('answers 422 for a name the municipality already has, in any case', async () => {
    await createBranch(w.admin, { name: 'IT Section' });
    for (const name of ['IT Section', 'it section', '  IT Section  ']) {
      const res = await api.call('POST', '/api/branches', w.admin, { name });
      expect(res.statusCode, name).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
        'यो नामको शाखा पहिल्यै छ।',
      ]);
    }
    const other = await createBranch(w.admin, { name: 'सूचना प्रविधि शाखा' });
    const rename = await api.call('PUT', `/api/branches/${other.id}`, w.admin, {
      name: 'it section',
    });
    expect(rename.statusCode).toBe(422);
    // Another municipality may use the name.
    await createBranch(w.otherAdmin, { name: 'IT Section' });
    // Keeping one's own name is no clash.
    const same = await api.call('PUT', `/api/branches/${other.id}`, w.admin, {
      name: 'सूचना प्रविधि शाखा',
      name_en: 'Information technology',
    });
    expect(same.statusCode).toBe(200);
  });

  it('deletes a branch nothing names; one in use is refused (409) and can be deactivated', async () => {
    const unused = await createBranch(w.admin, { name: 'अस्थायी शाखा' });
    const deleted = await api.call('DELETE', `/api/branches/${unused.id}`, w.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'शाखा हटाइयो।' });
    expect((await branchesOf(w.admin)).map((b) => b.id)).not.toContain(unused.id);

    const used = await createBranch(w.admin, { name: 'खानेपानी शाखा' });
    const event = await api.createEvent(w.admin, await eventBody({ branch_id: used.id }));
    expect(event.branch).toEqual({ id: used.id, name: 'खानेपानी शाखा', name_en: null });
    const refused = await api.call('DELETE', `/api/branches/${used.id}`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused).message).toBe(
      'यो शाखा कार्यक्रम वा कर्मचारीको जिम्मेवारीमा प्रयोग भएकाले हटाउन मिल्दैन; बरु निष्क्रिय गर्नुहोस्।',
    );
    expect((await branchesOf(w.admin)).find((b) => b.id === used.id)).toMatchObject({
      events_count: 1,
    });

    // Deactivated: it stays on its event but is not offered for a new one.
    const off = await api.call('PUT', `/api/branches/${used.id}`, w.admin, {
      name: 'खानेपानी शाखा',
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ data: { active: false, events_count: 1 } });
    expect((await api.getEvent(w.admin, event.id)).branch_id).toBe(used.id);
    const fresh = await api.call(
      'POST',
      '/api/events',
      w.admin,
      await eventBody({ branch_id: used.id }),
    );
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json<{ errors: Record<string, string[]> }>().errors.branch_id).toEqual([
      'यो शाखा निष्क्रिय छ; अर्को शाखा छान्नुहोस्।',
    ]);
    // The event itself can still be edited with the branch it has.
    const kept = await api.call('PUT', `/api/events/${event.id}`, w.admin, {
      ...(await eventBody({ branch_id: used.id })),
      title: 'वडा भेला (संशोधित)',
      status: 'notDone',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("refuses deleting a branch an officer's scope names (409)", async () => {
    const branch = await createBranch(w.admin, { name: 'महिला शाखा' });
    const officer = await api.call('POST', '/api/register', w.admin, {
      name: 'शाखाका कर्मचारी',
      email: 'women-branch@example.org',
      password: 'branch-pass-1',
      password_confirmation: 'branch-pass-1',
      company_id: w.home,
      role: 'user',
      scope_branch_ids: [branch.id],
    });
    expect(officer.statusCode, officer.body).toBe(200);
    expect(officer.json<{ data: UserListItem }>().data.scope_branch_ids).toEqual([branch.id]);
    expect((await api.call('DELETE', `/api/branches/${branch.id}`, w.admin)).statusCode).toBe(409);
  });

  it("refuses an officer (403), another municipality's admin (404), an expired admin (403)", async () => {
    const branch = await createBranch(w.admin, { name: 'युवा शाखा' });
    const before = await branchesOf(w.admin);
    // The expired admin: its own municipality's list is expired (403), home's branch is not
    // its to know of (404).
    const attempts = [
      ['POST', '/api/branches', { name: 'कब्जा शाखा' }, 403],
      ['PUT', `/api/branches/${branch.id}`, { name: 'कब्जा शाखा' }, 404],
      ['DELETE', `/api/branches/${branch.id}`, undefined, 404],
      ['PUT', '/api/order-branches', { branchOrder: before.map((b) => b.id).reverse() }, 403],
    ] as const;
    for (const [method, url, body, expiredStatus] of attempts) {
      expect((await api.call(method, url, w.user, body)).statusCode, `${method} ${url}`).toBe(403);
      const neighbour = await api.call(method, url, w.otherAdmin, {
        ...(body ?? {}),
        company_id: w.home,
      });
      expect(neighbour.statusCode, `${method} ${url}`).toBe(404);
      const expired = await api.call(method, url, w.expiredAdmin, body);
      expect(expired.statusCode, `${method} ${url}`).toBe(expiredStatus);
      if (expiredStatus === 403) expect(refusal(expired).code).toBe('COMPANY_EXPIRED');
    }
    expect(await branchesOf(w.admin)).toEqual(before);
    expect(
      (await api.call('GET', `/api/branches?company_id=${w.home}`, w.otherUser)).statusCode,
    ).toBe(404);
  });

  it('logs every write of a branch, naming it', async () => {
    const before = await logOf(w.admin, 'branch');
    const branch = await createBranch(w.admin, { name: 'बाल शाखा' });
    await api.call('PUT', `/api/branches/${branch.id}`, w.admin, {
      name: 'बालबालिका शाखा',
      name_en: 'Children',
    });
    const ids = (await branchesOf(w.admin)).map((b) => b.id);
    await api.call('PUT', '/api/order-branches', w.admin, { branchOrder: [...ids].reverse() });
    await api.call('DELETE', `/api/branches/${branch.id}`, w.admin);
    const added = (await logOf(w.admin, 'branch')).slice(0, -before.length || undefined);
    expect(added.map((e) => [e.action, e.entity_id])).toEqual([
      ['delete', branch.id],
      ['reorder', null],
      ['update', branch.id],
      ['create', branch.id],
    ]);
    expect(added[2]?.changes).toMatchObject({
      name: ['बाल शाखा', 'बालबालिका शाखा'],
      name_en: [null, 'Children'],
    });
    expect(added[0]?.summary).toContain('बालबालिका शाखा');
    for (const e of added) expect(e.company_id).toBe(w.home);
  });
});

describe('the OpenAPI description', () => {
  type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[] };
  type Operation = {
    tags?: string[];
    parameters?: { name: string; in: string }[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  const spec = async () =>
    (await api.call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>().paths;
  const bodyOf = (op: Operation | undefined) =>
    Object.keys(op?.requestBody?.content['application/json']?.schema.properties ?? {});

  it('describes every ward and branch route, with its parameters and bodies', async () => {
    const paths = await spec();
    const routes = [
      ['/api/wards', 'get'],
      ['/api/wards/{number}', 'put'],
      ['/api/ward-count', 'put'],
      ['/api/branches', 'get'],
      ['/api/branches', 'post'],
      ['/api/branches/{id}', 'put'],
      ['/api/branches/{id}', 'delete'],
      ['/api/order-branches', 'put'],
    ] as const;
    for (const [path, method] of routes) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['wards and branches']);
    }
    expect(paths['/api/wards']?.get?.parameters?.map((p) => p.name)).toContain('company_id');
    expect(
      paths['/api/wards/{number}']?.put?.parameters?.map((p) => [p.name, p.in]),
    ).toContainEqual(['number', 'path']);
    expect(bodyOf(paths['/api/wards/{number}']?.put)).toEqual(
      expect.arrayContaining(['office_name', 'contact']),
    );
    expect(bodyOf(paths['/api/ward-count']?.put)).toEqual(
      expect.arrayContaining(['company_id', 'ward_count']),
    );
    expect(bodyOf(paths['/api/branches']?.post)).toEqual(
      expect.arrayContaining(['name', 'name_en', 'active']),
    );
    expect(bodyOf(paths['/api/order-branches']?.put)).toContain('branchOrder');
  });

  it('names the new fields of events and users', async () => {
    const paths = await spec();
    for (const [path, method] of [
      ['/api/events', 'post'],
      ['/api/events/{id}', 'put'],
    ] as const) {
      expect(bodyOf(paths[path]?.[method]), `${method} ${path}`).toEqual(
        expect.arrayContaining(['wards', 'branch_id']),
      );
    }
    expect(paths['/api/events']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['ward', 'branch_id']),
    );
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/update-user/{id}', 'put'],
    ] as const) {
      expect(bodyOf(paths[path]?.[method]), `${method} ${path}`).toEqual(
        expect.arrayContaining(['active', 'scope_wards', 'scope_branch_ids', 'can_plan']),
      );
    }
    const listed =
      paths['/api/all-users']?.get?.responses['200']?.content?.['application/json']?.schema.items;
    expect(Object.keys(listed?.properties ?? {})).toEqual(
      expect.arrayContaining(['active', 'scope_wards', 'scope_branch_ids', 'can_plan']),
    );
  });
});
