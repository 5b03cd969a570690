import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@karyayojana/contracts';
import { NATIONAL_CATEGORIES } from '../../operations/bootstrap/first-start.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  activeFiscalYearId,
  makeCompany,
  makeEvent,
  makeUser,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';

let t: TestApp;
let sa: string;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t);
  const [a, u] = await Promise.all([makeUser(t, company, 'admin'), makeUser(t, company, 'user')]);
  [sa, admin, user] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, a.email, TEST_PASSWORD),
    login(t, u.email, TEST_PASSWORD),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), payload });

let seq = 0;
async function createCategory(description: string | null = null): Promise<Category> {
  const res = await call('POST', '/api/categories', sa, { name: `वर्ग ${++seq}`, description });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Category }>().data;
}
const list = async (token = sa) =>
  (await call('GET', '/api/categories', token)).json<{ data: Category[] }>().data;

describe('reading categories', () => {
  it('lists them for every role, ordered, with the national categories of first start', async () => {
    for (const token of [sa, admin, user]) {
      const res = await call('GET', '/api/categories', token);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: Category[] }>().data;
      const orders = data.map((c) => c.order);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
      expect(data.map((c) => c.name)).toEqual(expect.arrayContaining([...NATIONAL_CATEGORIES]));
    }
  });

  it('gives the national categories their English names (docs/behaviour.md §6)', async () => {
    const names = Object.fromEntries((await list(user)).map((c) => [c.name, c.name_en]));
    expect(NATIONAL_CATEGORIES.map((name) => names[name])).toEqual([
      'Economic development',
      'Social development',
      'Infrastructure development',
      'Forest, environment and disaster management',
      'Good governance and institutional development',
    ]);
  });

  it('reads one by id for every role, and 404 for a missing id', async () => {
    const category = await createCategory('योजना');
    for (const token of [sa, admin, user]) {
      const res = await call('GET', `/api/categories/${category.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: category });
    }
    const missing = await call('GET', '/api/categories/999999', user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/categories', '/api/categories/1']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });
});

describe('POST /api/categories', () => {
  it('creates a category at the end of the order', async () => {
    const res = await call('POST', '/api/categories', sa, {
      name: '  खेलकुद  ',
      description: 'खेलकुद कार्यक्रम',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: Category }>();
    expect(body).toEqual({
      message: 'वर्ग थपियो।',
      data: {
        id: expect.any(Number) as unknown,
        name: 'खेलकुद',
        name_en: null,
        description: 'खेलकुद कार्यक्रम',
        order: expect.any(Number) as unknown,
      },
    });
    expect((await list()).at(-1)).toEqual(body.data);
  });

  it('stores an empty description as none', async () => {
    const res = await call('POST', '/api/categories', sa, { name: 'स्वास्थ्य', description: '' });
    expect(res.json<{ data: Category }>().data.description).toBeNull();
  });

  it.each([
    ['a missing name', { description: 'x' }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 150 characters', { name: 'क'.repeat(151) }, 'name'],
    ['a name that exists', { name: NATIONAL_CATEGORIES[0] }, 'name'],
    [
      'a description over 1000 characters',
      { name: 'लामो', description: 'x'.repeat(1001) },
      'description',
    ],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const res = await call('POST', '/api/categories', sa, payload);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('says a taken name is taken, in the caller’s language', async () => {
    const taken = { name: NATIONAL_CATEGORIES[0] };
    const ne = await call('POST', '/api/categories', sa, taken);
    expect(ne.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'यस नामको विषयगत क्षेत्र पहिले नै छ।',
    ]);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: taken,
      headers: { ...bearer(sa), 'accept-language': 'en' },
    });
    expect(en.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'A category with this name exists already.',
    ]);
  });

  it('answers 403 for admins and users, 401 without a token', async () => {
    for (const token of [admin, user]) {
      const res = await call('POST', '/api/categories', token, { name: 'निषेधित' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call('POST', '/api/categories', undefined, { name: 'निषेधित' })).statusCode).toBe(
      401,
    );
    expect((await list()).some((c) => c.name === 'निषेधित')).toBe(false);
  });
});

describe('a category’s English name', () => {
  const english = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload,
      headers: { ...bearer(sa), 'accept-language': 'en' },
    });

  it('is optional: given, it is trimmed and kept; empty or null, there is none', async () => {
    const res = await call('POST', '/api/categories', sa, {
      name: 'युवा तथा खेलकुद',
      name_en: '  Youth and sports  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ data: Category }>().data;
    expect(created.name_en).toBe('Youth and sports');
    expect((await call('GET', `/api/categories/${created.id}`, user)).json()).toEqual({
      data: created,
    });
    for (const [name, name_en] of [
      ['लैङ्गिक समानता', ''],
      ['बाल अधिकार', null],
    ] as const) {
      const none = await call('POST', '/api/categories', sa, { name, name_en });
      expect(none.json<{ data: Category }>().data.name_en).toBeNull();
    }
  });

  it.each([
    ['over 150 characters', 'x'.repeat(151)],
    ['not text', 12],
    ['with a NUL character', 'a\u0000b'],
  ])('answers 422 for one %s', async (_what, name_en) => {
    const res = await call('POST', '/api/categories', sa, { name: `अमान्य ${++seq}`, name_en });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['name_en']);
  });

  it('is another category’s in no letter case, said in the caller’s language', async () => {
    const taken = { name: 'नयाँ आर्थिक', name_en: 'ECONOMIC development' };
    const ne = await call('POST', '/api/categories', sa, taken);
    expect(ne.statusCode).toBe(422);
    expect(ne.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name_en: ['यस अङ्ग्रेजी नामको विषयगत क्षेत्र पहिले नै छ।'],
    });
    const en = await english(taken);
    expect(en.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name_en: ['A category with this English name exists already.'],
    });
  });

  it('changes with an update, stays when an update leaves it out, and goes when sent empty', async () => {
    const category = await createCategory();
    const url = `/api/categories/${category.id}`;
    const put = async (payload: object) => {
      const res = await call('PUT', url, sa, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Category }>().data.name_en;
    };
    expect(await put({ name: category.name, name_en: 'Tourism' })).toBe('Tourism');
    // Its own English name in another case is no clash.
    expect(await put({ name: category.name, name_en: 'TOURISM' })).toBe('TOURISM');
    // The original client sends only name and description.
    expect(await put({ name: category.name, description: 'पर्यटन' })).toBe('TOURISM');
    expect(await put({ name: category.name, name_en: '' })).toBeNull();
    const clash = await call('PUT', url, sa, {
      name: category.name,
      name_en: 'social development',
    });
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json<{ errors: object }>().errors)).toEqual(['name_en']);
  });

  it('is what the activity log names the category by in English, with the field’s label', async () => {
    const category = await createCategory();
    await call('PUT', `/api/categories/${category.id}`, sa, {
      name: category.name,
      name_en: 'Heritage',
    });
    const read = async (lang: string) =>
      (
        await t.app.inject({
          url: `/api/activity?entity=category&entity_id=${category.id}`,
          headers: { ...bearer(sa), 'accept-language': lang },
        })
      ).json<{ data: { summary: string; action: string }[] }>().data;
    const en = await read('en');
    expect(en.map((e) => e.summary)).toEqual(['Category "Heritage"', 'Category "Heritage"']);
    const ne = await read('ne');
    expect(ne.map((e) => e.summary)).toEqual([`वर्ग "${category.name}"`, `वर्ग "${category.name}"`]);
  });
});

describe('PUT /api/categories/:id', () => {
  it('changes the name and description, keeping the place in the order', async () => {
    const category = await createCategory('पुरानो');
    const res = await call('PUT', `/api/categories/${category.id}`, sa, {
      name: `${category.name} (नयाँ)`,
      description: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'वर्ग अद्यावधिक भयो।',
      data: { ...category, name: `${category.name} (नयाँ)`, description: null },
    });
  });

  it('keeps its own name, but answers 422 for another’s or none', async () => {
    const category = await createCategory();
    const other = await createCategory();
    const same = await call('PUT', `/api/categories/${category.id}`, sa, { name: category.name });
    expect(same.statusCode).toBe(200);
    for (const name of [other.name, '', undefined]) {
      const res = await call('PUT', `/api/categories/${category.id}`, sa, { name });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { name: expect.any(Array) as unknown } });
    }
  });

  it('answers 404 for a missing id, 403 for admins and users, 401 without a token', async () => {
    const category = await createCategory();
    const body = { name: 'बदलिएको' };
    expect((await call('PUT', '/api/categories/999999', sa, body)).statusCode).toBe(404);
    for (const token of [admin, user]) {
      expect((await call('PUT', `/api/categories/${category.id}`, token, body)).statusCode).toBe(
        403,
      );
    }
    expect((await call('PUT', `/api/categories/${category.id}`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/categories/${category.id}`, sa)).json()).toEqual({
      data: category,
    });
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes it with its links to events, but not the events', async () => {
    const category = await createCategory();
    const event = await makeEvent(t, await makeCompany(t), await activeFiscalYearId(t));
    await t.ctx.db
      .insertInto('event_categories')
      .values({ event_id: event, category_id: category.id })
      .execute();

    const res = await call('DELETE', `/api/categories/${category.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'वर्ग हटाइयो।' });
    expect((await call('GET', `/api/categories/${category.id}`, sa)).statusCode).toBe(404);
    const links = await t.ctx.db
      .selectFrom('event_categories')
      .selectAll()
      .where('category_id', '=', category.id)
      .execute();
    expect(links).toEqual([]);
    const kept = await t.ctx.db
      .selectFrom('events')
      .select('id')
      .where('id', '=', event)
      .executeTakeFirst();
    expect(kept).toEqual({ id: event });
  });

  it('answers 404 for a missing id, 403 for admins and users, 401 without a token', async () => {
    const category = await createCategory();
    expect((await call('DELETE', '/api/categories/999999', sa)).statusCode).toBe(404);
    for (const token of [admin, user]) {
      expect((await call('DELETE', `/api/categories/${category.id}`, token)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/categories/${category.id}`, sa)).statusCode).toBe(200);
  });
});

describe('PUT /api/order-categories', () => {
  it.each(['/api/order-categories', '/api/order-categories/'])(
    'saves a new order at %s that survives a re-read',
    async (url) => {
      await createCategory();
      const reversed = (await list()).map((c) => c.id).reverse();
      const res = await call('PUT', url, sa, { categoryOrder: reversed });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ message: string; data: Category[] }>();
      expect(body.message).toBe('क्रम सुरक्षित भयो।');
      expect(body.data.map((c) => c.id)).toEqual(reversed);
      const again = await list(user);
      expect(again.map((c) => c.id)).toEqual(reversed);
      expect(again.map((c) => c.order)).toEqual(reversed.map((_, i) => i + 1));
    },
  );

  it('answers 422 unless every id is named exactly once', async () => {
    const before = await list();
    const ids = before.map((c) => c.id);
    for (const order of [
      ids.slice(1),
      [...ids, ids[0]],
      [...ids.slice(1), 999999],
      [],
      undefined,
      [...ids.slice(0, -1), -1],
    ]) {
      const res = await call('PUT', '/api/order-categories', sa, { categoryOrder: order });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)[0]).toMatch(/^categoryOrder/);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 403 for admins and users, 401 without a token', async () => {
    const ids = (await list()).map((c) => c.id);
    for (const token of [admin, user]) {
      const res = await call('PUT', '/api/order-categories/', token, { categoryOrder: ids });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await call('PUT', '/api/order-categories', undefined, {
      categoryOrder: ids,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
