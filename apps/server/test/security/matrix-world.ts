import { sql } from 'kysely';
import { KATHMANDU, makeCompany, makeUser, PNG, TEST_PASSWORD } from '../support/builders.js';
import { clock, PDF } from '../support/events-world.js';
import { multipartBody, type FormValue } from '../support/multipart.js';
import { createHash, randomBytes } from 'node:crypto';
import { startSmtp } from '../support/smtp.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from '../support/test-app.js';
import {
  OFFICERS,
  PLACES,
  type Caller,
  type Cell,
  type Officer,
  type Place,
  type Whose,
} from './permission-matrix.js';

// The world the permission matrix (permission-matrix.test.ts) and the activity log's coverage
// (activity-coverage.test.ts) send their requests into: companies with their rows, signed-in
// callers of every kind, and a valid request for every route of the matrix.

/** What one company of the world holds: an event with a task (with its proof document), an
 * event of the previous fiscal year, an other document (with its file) and a plain member. */
export interface Holdings {
  event: number;
  task: number;
  document: number;
  member: { id: number; email: string };
  /** A branch no event or officer names (issue 28). */
  branch: number;
}

/** Company A's two branches of the scope matrix, and its officers, signed in. */
export interface ScopeWorld {
  branches: { A1: number; A2: number };
  officers: Record<Officer, { token: string; email: string }>;
}

export interface World {
  t: TestApp;
  /** Signed-in callers: their token, email and password. */
  callers: Record<Exclude<Caller, 'anonymous'>, { token: string; email: string; password: string }>;
  owner: number;
  a: number;
  b: number;
  expired: number;
  holdings: Map<number, Holdings>;
  fy: { previous: number; active: number };
  categories: number[];
  /** The database's tables with their columns, read once. */
  tables: { name: string; columns: string[] }[];
  scope: ScopeWorld;
}

export let w: World;
let serial = 0;
const unique = () => `${++serial}`;

// ---- Requests --------------------------------------------------------------------------------

export interface Req {
  url: string;
  json?: object;
  form?: Record<string, FormValue | FormValue[]>;
  /** Send with a token made just for this call (logging out revokes the one in use). */
  freshToken?: true;
}

export async function send(method: string, req: Req, token: string | undefined) {
  const auth = token ? bearer(token) : {};
  if (req.form) {
    const body = multipartBody(req.form);
    return w.t.app.inject({
      method: method as 'POST',
      url: req.url,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  }
  return w.t.app.inject({
    method: method as 'POST',
    url: req.url,
    headers: auth,
    ...(req.json ? { payload: req.json } : {}),
  });
}

/** A request as the Super-Admin that must succeed (building targets). */
async function asSuperAdmin<T>(method: string, req: Req): Promise<T> {
  const res = await send(method, req, w.callers['Super-Admin'].token);
  if (res.statusCode !== 200)
    throw new Error(`${method} ${req.url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const pdf = (): FormValue => ({
  filename: 'proof.pdf',
  content: PDF,
  contentType: 'application/pdf',
});
const png = (): FormValue => ({ filename: 'logo.png', content: PNG, contentType: 'image/png' });

// ---- Targets: the world's rows, or fresh ones for a write that is meant to succeed -----------

async function freshEvent(company: number): Promise<{ event: number; task: number }> {
  const { data } = await asSuperAdmin<{ data: { id: number; tasks: { id: number }[] }[] }>('POST', {
    url: '/api/events',
    json: eventBody(company),
  });
  const event = data[0];
  const task = event?.tasks[0];
  if (!event || !task) throw new Error('no event created');
  return { event: event.id, task: task.id };
}

async function freshTask(company: number): Promise<number> {
  const { task } = await freshEvent(company);
  await asSuperAdmin('POST', {
    url: `/api/tasks/${task}`,
    form: { _method: 'PUT', documents: pdf() },
  });
  return task;
}

async function freshDocument(company: number): Promise<number> {
  const { data } = await asSuperAdmin<{ data: { id: number } }>('POST', {
    url: `/api/other-documents?company_id=${company}`,
    form: { name: `दस्तावेज ${unique()}`, remarks: 'टिप्पणी', documents: pdf() },
  });
  return data.id;
}

/** A trash item of the company (issue 16): a fresh document, deleted by the Super-Admin. */
async function freshTrashItem(company: number): Promise<number> {
  const doc = await freshDocument(company);
  await asSuperAdmin('DELETE', { url: `/api/other-documents/${doc}` });
  const row = await w.t.ctx.db
    .selectFrom('trash')
    .select('id')
    .where('kind', '=', 'other_document')
    .where('entity_id', '=', doc)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A bulk operation of the company (issue 16): a duplicate of one of its events, made by the
 * cell's caller when the caller may, else by the Super-Admin; its batch id.
 */
async function freshBatch(c: CellContext): Promise<string> {
  const req = { url: '/api/dublicate-events', json: { target_events: [await eventOf(c)] } };
  const own =
    c.caller === 'anonymous' ? undefined : await send('POST', req, w.callers[c.caller].token);
  if (own?.statusCode === 200) return own.json<{ data: { batch_id: string } }>().data.batch_id;
  const made = await asSuperAdmin<{ data: { batch_id: string } }>('POST', req);
  return made.data.batch_id;
}

async function freshCompany(): Promise<number> {
  const { data } = await asSuperAdmin<{ data: { id: number } }>('POST', {
    url: '/api/companies',
    form: { name: `नगरपालिका ${unique()}`, ...KATHMANDU, logo: png(), subLogo: png() },
  });
  return data.id;
}

/** Gives a company both logos (again), so that removing one has something to remove. */
async function giveLogos(company: number): Promise<void> {
  const row = await w.t.ctx.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', company)
    .executeTakeFirstOrThrow();
  await asSuperAdmin('POST', {
    url: `/api/companies/${company}`,
    form: { _method: 'PUT', name: row.name, ...KATHMANDU, logo: png(), subLogo: png() },
  });
}

async function freshFiscalYear(): Promise<number> {
  const { data } = await asSuperAdmin<{ data: { id: number } }>('POST', {
    url: '/api/fiscal-years',
    json: fiscalYearBody(),
  });
  return data.id;
}

/** A branch of the company that nothing names: one to rename, reorder or delete. */
async function freshBranch(company: number): Promise<number> {
  const { data } = await asSuperAdmin<{ data: { id: number } }>('POST', {
    url: '/api/branches',
    json: { company_id: company, name: `शाखा ${unique()}` },
  });
  return data.id;
}

async function freshCategory(): Promise<number> {
  const { data } = await asSuperAdmin<{ data: { id: number } }>('POST', {
    url: '/api/categories',
    json: { name: `वर्ग ${unique()}`, description: 'परीक्षण' },
  });
  return data.id;
}

/** What a request factory knows about its cell. */
export interface CellContext {
  caller: Caller;
  whose: Whose;
  /** The company whose rows the cell works on (for `none` routes: the caller's own). */
  company: number;
  /** The write is meant to succeed: work on fresh rows, never on the world's. */
  fresh: boolean;
}

export const held = (c: CellContext): Holdings => {
  const h = w.holdings.get(c.company);
  if (!h) throw new Error(`no holdings for company ${c.company}`);
  return h;
};
const eventOf = async (c: CellContext) =>
  c.fresh ? (await freshEvent(c.company)).event : held(c).event;
const taskOf = async (c: CellContext) => (c.fresh ? freshTask(c.company) : held(c).task);
const documentOf = async (c: CellContext) =>
  c.fresh ? freshDocument(c.company) : held(c).document;
const branchOf = async (c: CellContext) => (c.fresh ? freshBranch(c.company) : held(c).branch);
const userOf = async (c: CellContext) =>
  c.fresh ? makeUser(w.t, c.company, 'user') : held(c).member;
/** A company to change: the own one (with its logos back), or a fresh other one to delete. */
async function companyOf(c: CellContext): Promise<number> {
  if (!c.fresh) return c.company;
  if (c.whose === 'other') return freshCompany();
  await giveLogos(c.company);
  return c.company;
}

function eventBody(company: number) {
  return {
    company_id: company,
    fiscal_year_id: w.fy.active,
    title: `बैठक ${unique()}`,
    content: 'वार्षिक योजना',
    date: '2083-05-01',
    categories: [w.categories[0]],
    tasks: ['सूचना'],
  };
}
const fiscalYearBody = () => ({
  year: `T-${unique()}`,
  startDate: '2090-04-01',
  endDate: '2091-03-30',
  status: 0,
});
const ids = async (table: 'fiscal_years' | 'categories') =>
  (
    await w.t.ctx.db.selectFrom(table).select('id').orderBy('sort_order').orderBy('id').execute()
  ).map((r) => r.id);
const passwordOf = (c: CellContext) =>
  c.caller === 'anonymous' ? TEST_PASSWORD : w.callers[c.caller].password;

/** Company A's public page's slug, as the PUT cells may have left it; the page on. */
async function publicSlugOfA(): Promise<string> {
  const row = await w.t.ctx.db
    .selectFrom('companies')
    .select(['public_plan', 'public_slug'])
    .where('id', '=', w.a)
    .executeTakeFirstOrThrow();
  if (row.public_plan !== 1 || !row.public_slug) {
    await w.t.ctx.db
      .updateTable('companies')
      .set({ public_plan: 1, public_slug: row.public_slug ?? 'matrix-a' })
      .where('id', '=', w.a)
      .execute();
  }
  return row.public_slug ?? 'matrix-a';
}

/** A valid request for every route, so that only the caller and the target decide the answer. */
export const REQUESTS: Record<string, (c: CellContext) => Promise<Req>> = {
  'GET /api/health': async () => ({ url: '/api/health' }),
  'GET /api/health/ready': async () => ({ url: '/api/health/ready' }),
  'GET /api/metrics': async () => ({ url: '/api/metrics' }),
  'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
  'POST /api/login': async (c) => ({
    url: '/api/login',
    json: {
      email: c.caller === 'anonymous' ? held(c).member.email : w.callers[c.caller].email,
      password: passwordOf(c),
    },
  }),
  'POST /api/logout': async () => ({ url: '/api/logout', freshToken: true }),
  'GET /api/user': async () => ({ url: '/api/user' }),
  // The same password again: the caller's token stays valid for the cells that follow.
  'POST /api/change-password': async (c) => ({
    url: '/api/change-password',
    json: {
      current_password: passwordOf(c),
      password: passwordOf(c),
      password_confirmation: passwordOf(c),
    },
  }),
  'GET /api/dashboard': async () => ({ url: '/api/dashboard' }),
  // Email (issue 17): the world's server sends through a real SMTP server on loopback.
  'GET /api/public-config': async () => ({ url: '/api/public-config' }),
  'POST /api/forgot-password': async (c) => ({
    url: '/api/forgot-password',
    json: { email: c.caller === 'anonymous' ? 'nobody@nowhere.test' : w.callers[c.caller].email },
  }),
  // A link just made for an account of its own (a reset signs its user out everywhere).
  'POST /api/reset-password': async () => {
    const { id } = await makeUser(w.t, w.a, 'user');
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await w.t.ctx.db
      .insertInto('password_resets')
      .values({
        user_id: id,
        email_key: `reset-${id}@example.test`,
        ip: '127.0.0.1',
        token_hash: createHash('sha256').update(token).digest('hex'),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
      })
      .execute();
    return {
      url: '/api/reset-password',
      json: { token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    };
  },
  // The link of an account that receives the digest (so that the click changes something).
  'POST /api/unsubscribe': async () => {
    const { id } = await makeUser(w.t, w.a, 'user');
    await w.t.ctx.db.updateTable('users').set({ mail_digest: 1 }).where('id', '=', id).execute();
    return { url: '/api/unsubscribe', json: { token: w.t.mail.unsubscribeToken(id) } };
  },
  'GET /api/mail-settings': async () => ({ url: '/api/mail-settings' }),
  // The opposite of the caller's choice: every call changes it.
  'PUT /api/mail-settings': async (c) => {
    const email = c.caller === 'anonymous' ? '' : w.callers[c.caller].email;
    const row = await w.t.ctx.db
      .selectFrom('users')
      .select('mail_digest')
      .where('email_key', '=', email.toLowerCase())
      .executeTakeFirst();
    return { url: '/api/mail-settings', json: { digest: row?.mail_digest !== 1 } };
  },
  'GET /api/mail/status': async () => ({ url: '/api/mail/status' }),
  'POST /api/mail/test': async () => ({ url: '/api/mail/test', json: {} }),
  // The public plan (issue 18): the setting of a company; the public API of company A's page.
  'GET /api/companies/:id/public-plan': async (c) => ({
    url: `/api/companies/${c.company}/public-plan`,
  }),
  // A new slug each time: every call changes something (company A's page may move with it).
  'PUT /api/companies/:id/public-plan': async (c) => ({
    url: `/api/companies/${c.company}/public-plan`,
    json: { enabled: true, slug: `matrix-${unique()}` },
  }),
  'GET /api/public/:slug': async () => ({ url: `/api/public/${await publicSlugOfA()}` }),
  'GET /api/public/:slug/events': async () => ({
    url: `/api/public/${await publicSlugOfA()}/events`,
  }),
  'GET /api/calendar-feed': async () => ({ url: '/api/calendar-feed' }),
  'POST /api/calendar-feed/rotate': async () => ({ url: '/api/calendar-feed/rotate' }),

  'GET /api/companies': async () => ({ url: '/api/companies' }),
  'GET /api/companies/export': async () => ({ url: '/api/companies/export?format=csv' }),
  'GET /api/companies/import/template': async () => ({ url: '/api/companies/import/template' }),
  'POST /api/companies/import': async () => ({
    url: '/api/companies/import',
    form: {
      file: {
        filename: 'municipalities.csv',
        content: Buffer.from(
          `नाम,प्रदेश,जिल्ला,स्थानीय तह\r\nआयातित पालिका ${unique()},${KATHMANDU.province},${KATHMANDU.district},${KATHMANDU.municipality}\r\n`,
        ),
      },
    },
  }),
  'POST /api/companies': async () => ({
    url: '/api/companies',
    form: { name: `नगरपालिका ${unique()}`, ...KATHMANDU, logo: png() },
  }),
  'GET /api/companies/:id': async (c) => ({ url: `/api/companies/${c.company}` }),
  'POST /api/companies/:id': async (c) => ({
    url: `/api/companies/${await companyOf(c)}`,
    form: { _method: 'PUT', name: `नगरपालिका ${unique()}`, ...KATHMANDU, logo: png() },
  }),
  'PUT /api/companies/:id': async (c) => ({
    url: `/api/companies/${await companyOf(c)}`,
    form: { name: `नगरपालिका ${unique()}`, ...KATHMANDU, subLogo: png() },
  }),
  'DELETE /api/companies/:id': async (c) => ({ url: `/api/companies/${await companyOf(c)}` }),
  'DELETE /api/companies/delete-logo/:id': async (c) => ({
    url: `/api/companies/delete-logo/${await companyOf(c)}`,
  }),
  'DELETE /api/companies/delete-sub-logo/:id': async (c) => ({
    url: `/api/companies/delete-sub-logo/${await companyOf(c)}`,
  }),
  'POST /api/companies/:id/renew': async (c) => ({
    url: `/api/companies/${await companyOf(c)}/renew`,
  }),

  'GET /api/fiscal-years': async () => ({ url: '/api/fiscal-years' }),
  'GET /api/active-year': async () => ({ url: '/api/active-year' }),
  'GET /api/fiscal-years/:id': async () => ({ url: `/api/fiscal-years/${w.fy.active}` }),
  'POST /api/fiscal-years': async () => ({ url: '/api/fiscal-years', json: fiscalYearBody() }),
  'PUT /api/fiscal-years/:id': async (c) => {
    const id = c.fresh ? await freshFiscalYear() : w.fy.previous;
    const { year } = await w.t.ctx.db
      .selectFrom('fiscal_years')
      .select('year')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { url: `/api/fiscal-years/${id}`, json: { year, endDate: '2091-03-29', status: 0 } };
  },
  'DELETE /api/fiscal-years/:id': async (c) => ({
    url: `/api/fiscal-years/${c.fresh ? await freshFiscalYear() : w.fy.previous}`,
  }),
  'PUT /api/order-fiscal-years': async () => ({
    url: '/api/order-fiscal-years',
    json: { fiscalYearOrder: (await ids('fiscal_years')).reverse() },
  }),
  'GET /api/categories': async () => ({ url: '/api/categories' }),
  'GET /api/categories/:id': async () => ({ url: `/api/categories/${w.categories[0]}` }),
  'POST /api/categories': async () => ({
    url: '/api/categories',
    json: { name: `वर्ग ${unique()}`, description: 'परीक्षण' },
  }),
  'PUT /api/categories/:id': async (c) => ({
    url: `/api/categories/${c.fresh ? await freshCategory() : w.categories[1]}`,
    json: { name: `वर्ग ${unique()}`, description: 'नयाँ' },
  }),
  'DELETE /api/categories/:id': async (c) => ({
    url: `/api/categories/${c.fresh ? await freshCategory() : w.categories[1]}`,
  }),
  'PUT /api/order-categories': async () => ({
    url: '/api/order-categories',
    json: { categoryOrder: (await ids('categories')).reverse() },
  }),
  'PUT /api/order-categories/': async () => ({
    url: '/api/order-categories/',
    json: { categoryOrder: (await ids('categories')).reverse() },
  }),

  'GET /api/all-users': async () => ({ url: '/api/all-users' }),
  'GET /api/fetch-user/:id': async (c) => ({ url: `/api/fetch-user/${held(c).member.id}` }),
  'POST /api/register': async (c) => ({
    url: '/api/register',
    json: {
      name: 'नयाँ प्रयोगकर्ता',
      email: `new${unique()}@example.org`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      company_id: c.company,
      role: 'user',
    },
  }),
  'PUT /api/update-user/:id': async (c) => {
    const user = await userOf(c);
    return {
      url: `/api/update-user/${user.id}`,
      json: { name: `नाम ${unique()}`, email: user.email, company_id: c.company, role: 'user' },
    };
  },
  'DELETE /api/delete-user/:id': async (c) => ({ url: `/api/delete-user/${(await userOf(c)).id}` }),
  'PUT /api/change-user-password/:id': async (c) => ({
    url: `/api/change-user-password/${(await userOf(c)).id}`,
    json: { password: 'another-password-1', password_confirmation: 'another-password-1' },
  }),

  'GET /api/events': async (c) => ({ url: `/api/events?company_id=${c.company}` }),
  'GET /api/tasks': async (c) => ({ url: `/api/tasks?company_id=${c.company}` }),
  'GET /api/events/export': async (c) => ({
    url: `/api/events/export?company_id=${c.company}&format=csv`,
  }),
  'GET /api/events/import/template': async () => ({ url: '/api/events/import/template' }),
  'POST /api/events/import': async (c) => ({
    url: '/api/events/import',
    form: {
      fiscal_year_id: String(w.fy.active),
      company_id: String(c.company),
      file: {
        filename: 'plan.csv',
        content: Buffer.from(`मिति,शीर्षक\r\n2083-05-03,आयात ${unique()}\r\n`),
      },
    },
  }),
  'GET /api/events/:id': async (c) => ({ url: `/api/events/${held(c).event}` }),
  'GET /api/events/:id/status-history': async (c) => ({
    url: `/api/events/${held(c).event}/status-history`,
  }),
  'POST /api/events': async (c) => ({ url: '/api/events', json: eventBody(c.company) }),
  'PUT /api/events/:id': async (c) => ({
    url: `/api/events/${await eventOf(c)}`,
    json: {
      fiscal_year_id: w.fy.active,
      title: `बैठक ${unique()}`,
      content: 'संशोधित',
      date: '2083-05-02',
      status: 'done',
      categories: [w.categories[1]],
    },
  }),
  'DELETE /api/events/:id': async (c) => ({ url: `/api/events/${await eventOf(c)}` }),
  'PUT /api/change-date/:id': async (c) => ({
    url: `/api/change-date/${await eventOf(c)}`,
    json: { date: '2083-06-01' },
  }),
  'POST /api/dublicate-events': async (c) => ({
    url: '/api/dublicate-events',
    json: { target_events: [await eventOf(c)] },
  }),
  'POST /api/copy-selected-events': async (c) => ({
    url: '/api/copy-selected-events',
    json: { target_events: [await eventOf(c)], target_companies: [c.company] },
  }),
  'POST /api/copy-events': async (c) => ({
    url: '/api/copy-events',
    json: {
      from_fiscal_year: w.fy.previous,
      to_fiscal_year: w.fy.active,
      target_companies: [c.company],
    },
  }),
  'POST /api/copy-my-events': async (c) => ({
    url: '/api/copy-my-events',
    json: { from_fiscal_year: w.fy.previous, to_fiscal_year: w.fy.active, company_id: c.company },
  }),

  'GET /api/tasks/:id': async (c) => ({ url: `/api/tasks/${held(c).task}` }),
  'POST /api/tasks': async (c) => ({
    url: '/api/tasks',
    form: { event_id: String(await eventOf(c)), name: 'प्रमाण', documents: pdf() },
  }),
  'POST /api/tasks/:id': async (c) => ({
    url: `/api/tasks/${await taskOf(c)}`,
    form: { _method: 'PUT', documents: pdf() },
  }),
  'PUT /api/tasks/:id': async (c) => ({
    url: `/api/tasks/${await taskOf(c)}`,
    form: { name: `नयाँ नाम ${unique()}` },
  }),
  'DELETE /api/tasks/:id': async (c) => ({ url: `/api/tasks/${await taskOf(c)}` }),
  'DELETE /api/tasks/delete-file/:id': async (c) => ({
    url: `/api/tasks/delete-file/${await taskOf(c)}`,
  }),

  // Wards and branches (issue 28): every write changes something, so that it is logged.
  'GET /api/wards': async (c) => ({ url: `/api/wards?company_id=${c.company}` }),
  'PUT /api/wards/:number': async (c) => ({
    url: '/api/wards/2',
    json: { company_id: c.company, office_name: `वडा कार्यालय ${unique()}`, contact: '01-4000000' },
  }),
  // Never below the world's nine wards, and a new count each time.
  'PUT /api/ward-count': async (c) => ({
    url: '/api/ward-count',
    json: { company_id: c.company, ward_count: 10 + (Number(unique()) % 80) },
  }),
  'GET /api/branches': async (c) => ({ url: `/api/branches?company_id=${c.company}` }),
  'POST /api/branches': async (c) => ({
    url: '/api/branches',
    json: { company_id: c.company, name: `शाखा ${unique()}`, name_en: 'A branch' },
  }),
  'PUT /api/branches/:id': async (c) => ({
    url: `/api/branches/${await branchOf(c)}`,
    json: { name: `शाखा ${unique()}`, name_en: null, active: true },
  }),
  'DELETE /api/branches/:id': async (c) => ({ url: `/api/branches/${await branchOf(c)}` }),
  'PUT /api/order-branches': async (c) => {
    const rows = await w.t.ctx.db
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', c.company)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return {
      url: '/api/order-branches',
      json: { company_id: c.company, branchOrder: rows.map((r) => r.id).reverse() },
    };
  },

  'GET /api/other-documents': async (c) => ({
    url: `/api/other-documents?company_id=${c.company}`,
  }),
  'GET /api/other-documents/:id': async (c) => ({
    url: `/api/other-documents/${held(c).document}`,
  }),
  'POST /api/other-documents': async (c) => ({
    url: `/api/other-documents?company_id=${c.company}`,
    form: { name: `दस्तावेज ${unique()}`, remarks: 'टिप्पणी', documents: pdf() },
  }),
  'POST /api/other-documents/:id': async (c) => ({
    url: `/api/other-documents/${await documentOf(c)}`,
    form: { _method: 'PUT', name: `दस्तावेज ${unique()}`, documents: pdf() },
  }),
  'PUT /api/other-documents/:id': async (c) => ({
    url: `/api/other-documents/${await documentOf(c)}`,
    form: { name: `दस्तावेज ${unique()}`, remarks: 'संशोधित', documents: pdf() },
  }),
  'DELETE /api/other-documents/:id': async (c) => ({
    url: `/api/other-documents/${await documentOf(c)}`,
  }),

  'GET /api/reports/progress': async (c) => ({
    url: `/api/reports/progress?company_id=${c.company}&trimester=1`,
  }),
  'GET /api/reports/progress.xlsx': async (c) => ({
    url: `/api/reports/progress.xlsx?company_id=${c.company}`,
  }),
  'GET /api/reports/progress/companies': async () => ({ url: '/api/reports/progress/companies' }),

  'GET /api/activity': async (c) => ({ url: `/api/activity?company_id=${c.company}` }),

  // The trash (issue 16): every cell works on an item of its own, so none is used up twice.
  'GET /api/trash': async (c) => ({ url: `/api/trash?company_id=${c.company}` }),
  'POST /api/batches/:id/undo': async (c) => ({
    url: `/api/batches/${await freshBatch(c)}/undo`,
    json: {},
  }),
  'POST /api/trash/:id/restore': async (c) => ({
    url: `/api/trash/${await freshTrashItem(c.company)}/restore`,
  }),
  'DELETE /api/trash/:id': async (c) => ({ url: `/api/trash/${await freshTrashItem(c.company)}` }),
};

// ---- The world -------------------------------------------------------------------------------

async function hold(company: number): Promise<Holdings> {
  const { event, task } = await freshEvent(company);
  await asSuperAdmin('POST', {
    url: `/api/tasks/${task}`,
    form: { _method: 'PUT', documents: pdf() },
  });
  // An event of the previous fiscal year: what copy-my-events and copy-events copy.
  await asSuperAdmin('POST', {
    url: '/api/events',
    json: { ...eventBody(company), fiscal_year_id: w.fy.previous, date: '2082-05-01' },
  });
  await giveLogos(company);
  return {
    event,
    task,
    document: await freshDocument(company),
    member: await makeUser(w.t, company, 'user'),
    branch: await freshBranch(company),
  };
}

async function tablesOf(t: TestApp) {
  const schema =
    t.ctx.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.ctx.db)).rows[0]?.s
      : undefined;
  const tables = await t.ctx.db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => !table.isView && table.schema === schema)
    .map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name) }))
    .sort((x, y) => x.name.localeCompare(y.name));
}

/** Builds the world: a server, its companies with their holdings, and signed-in callers. */
export async function setUpWorld(): Promise<void> {
  const smtp = await startSmtp();
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'noreply@example.test',
      PUBLIC_URL: 'https://plan.example.test',
    },
    { clock, mailScheduler: 'off' },
  );
  const closeApp = t.close.bind(t);
  t.close = async () => {
    await closeApp();
    await smtp.close();
  };
  const [a, b, expired] = [
    await makeCompany(t, { name: 'क नगरपालिका' }),
    await makeCompany(t, { name: 'ख नगरपालिका' }),
    await makeCompany(t, { name: 'म्याद सकिएको नगरपालिका', expiry_date: '2020-01-01' }),
  ];
  const { id: owner } = await t.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('is_owner', '=', 1)
    .executeTakeFirstOrThrow();
  const signIn = async (company: number, role: 'user' | 'admin') => {
    const { email } = await makeUser(t, company, role);
    return { email, password: TEST_PASSWORD, token: await login(t, email, TEST_PASSWORD) };
  };
  const year = async (label: string) =>
    (
      await t.ctx.db
        .selectFrom('fiscal_years')
        .select('id')
        .where('year', '=', label)
        .executeTakeFirstOrThrow()
    ).id;
  w = {
    t,
    callers: {
      user: await signIn(a, 'user'),
      admin: await signIn(a, 'admin'),
      'Super-Admin': { ...ADMIN, token: await login(t, ADMIN.email, ADMIN.password) },
      'expired user': await signIn(expired, 'user'),
      'expired admin': await signIn(expired, 'admin'),
    },
    owner,
    a,
    b,
    expired,
    holdings: new Map(),
    // 2026-11-21: 2083/84 is the active year (test/events-world.ts).
    fy: { previous: await year('2082/83'), active: await year('2083/84') },
    categories: (await t.ctx.db.selectFrom('categories').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    ),
    tables: await tablesOf(t),
    scope: { branches: { A1: 0, A2: 0 }, officers: {} as ScopeWorld['officers'] },
  };
  // Every company has nine wards (their addresses name no local level: the Super-Admin's).
  for (const company of [owner, a, b, expired]) {
    await asSuperAdmin('PUT', {
      url: '/api/ward-count',
      json: { company_id: company, ward_count: 9 },
    });
  }
  for (const company of [owner, a, b, expired]) w.holdings.set(company, await hold(company));
  await setUpScope();
  // Company A's plan is public at /p/matrix-a.
  await t.ctx.db
    .updateTable('companies')
    .set({ public_plan: 1, public_slug: 'matrix-a' })
    .where('id', '=', a)
    .execute();
}

// ---- The scope matrix: company A's officers and events in its wards and branches ------------

/** The names of company A's branches A1 and A2. */
export const SCOPE_BRANCH_NAMES = { A1: 'पूर्वाधार शाखा', A2: 'स्वास्थ्य शाखा' } as const;

async function setUpScope(): Promise<void> {
  const branch = async (name: string) =>
    (
      await asSuperAdmin<{ data: { id: number } }>('POST', {
        url: '/api/branches',
        json: { company_id: w.a, name },
      })
    ).data.id;
  w.scope.branches = {
    A1: await branch(SCOPE_BRANCH_NAMES.A1),
    A2: await branch(SCOPE_BRANCH_NAMES.A2),
  };
  for (const [name, o] of Object.entries(OFFICERS) as [Officer, (typeof OFFICERS)[Officer]][]) {
    const email = `officer${unique()}@example.org`;
    await asSuperAdmin('POST', {
      url: '/api/register',
      json: {
        name,
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        company_id: w.a,
        role: 'user',
        scope_wards: o.wards,
        scope_branch_ids: o.branches.map((b) => w.scope.branches[b]),
        can_plan: o.canPlan,
      },
    });
    w.scope.officers[name] = { email, token: await login(w.t, email, TEST_PASSWORD) };
  }
}

/** Where a place of the scope matrix is, as an event's body says it. */
export function placeBody(place: Place): { wards: number[]; branch_id: number | null } {
  const p = PLACES[place];
  return {
    wards: [...p.wards],
    branch_id: p.branch === null ? null : w.scope.branches[p.branch],
  };
}

/** An event of company A at a place, with a task that holds a proof document. */
export async function placedEvent(place: Place): Promise<{ event: number; task: number }> {
  const { data } = await asSuperAdmin<{ data: { id: number; tasks: { id: number }[] }[] }>('POST', {
    url: '/api/events',
    json: { ...eventBody(w.a), ...placeBody(place) },
  });
  const event = data[0];
  const task = event?.tasks[0];
  if (!event || !task) throw new Error('no event created');
  await asSuperAdmin('POST', {
    url: `/api/tasks/${task.id}`,
    form: { _method: 'PUT', documents: pdf() },
  });
  return { event: event.id, task: task.id };
}

/** A request for an officer's cell: the event, as stored before the request. */
export async function scopeRequest(
  what: string,
  place: Place,
): Promise<{ req: Req; event: number; task: number }> {
  const { event, task } = await placedEvent(place);
  const stored = await w.t.ctx.db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', event)
    .executeTakeFirstOrThrow();
  const links = await w.t.ctx.db
    .selectFrom('event_categories')
    .select('category_id')
    .where('event_id', '=', event)
    .execute();
  // The plan as stored: only what the request means to change differs.
  const plan = {
    fiscal_year_id: stored.fiscal_year_id,
    title: stored.title,
    content: stored.content,
    date: stored.date,
    time: stored.time,
    assignTo: stored.assign_to,
    categories: links.map((l) => l.category_id),
    status: stored.status,
  };
  const req: Record<string, Req> = {
    read: { url: `/api/events/${event}` },
    progress: {
      url: `/api/events/${event}`,
      json: { ...plan, status: 'done', outcome: 'सम्पन्न भयो', spent: 1000, progress: 100 },
    },
    'plan change': { url: `/api/events/${event}`, json: { ...plan, title: `बैठक ${unique()}` } },
    create: { url: '/api/events', json: { ...eventBody(w.a), ...placeBody(place) } },
    delete: { url: `/api/events/${event}` },
    're-date': { url: `/api/change-date/${event}`, json: { date: '2083-06-01' } },
    'add a task': {
      url: '/api/tasks',
      form: { event_id: String(event), name: 'प्रमाण', documents: pdf() },
    },
    'rename a task': { url: `/api/tasks/${task}`, form: { name: `नयाँ नाम ${unique()}` } },
    'delete a task': { url: `/api/tasks/${task}` },
    'upload proof': { url: `/api/tasks/${task}`, form: { _method: 'PUT', documents: pdf() } },
    'remove proof': { url: `/api/tasks/delete-file/${task}` },
  };
  const chosen = req[what];
  if (!chosen) throw new Error(`no request for ${what}`);
  // The create's body names the place; for the others the place is the stored event's.
  if (what === 'create') {
    const body = chosen.json as Record<string, unknown>;
    if ((body.wards as number[]).length === 0) delete body.wards;
    if (body.branch_id === null) delete body.branch_id;
  }
  return { req: chosen, event, task };
}

/** The company whose rows a cell of the matrix works on. */
export function companyFor(cell: Cell): number {
  if (cell.whose === 'other') return w.b;
  switch (cell.caller) {
    case 'Super-Admin':
      return w.owner;
    case 'expired user':
    case 'expired admin':
      return w.expired;
    default:
      return w.a;
  }
}
