import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/test-app.js';
import {
  CALLERS,
  matrixCells,
  NOT_IN_MATRIX,
  OFFICERS,
  PLACES,
  routeKey,
  ROUTES,
  SCOPE_ROUTES,
  scopeCells,
} from './permission-matrix.js';
import {
  companyFor,
  held,
  REQUESTS,
  SCOPE_BRANCH_NAMES,
  scopeRequest,
  send,
  setUpWorld,
  w,
} from './matrix-world.js';
// The permission matrix (issue 8, docs/behaviour.md §2): every API route × every caller × own and
// another company's rows, each cell against a real server. The expected answers come from the
// permission table (permission-matrix.ts); a refused write must leave every table row and
// every file under DATA_DIR as it was.

// The world and a valid request for every route are in matrix-world.ts.

// ---- What a refused write must leave alone -------------------------------------------------

/** Every row of every table, ordered by id (or by all columns where there is no id). */
async function databaseRows(): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of w.tables) {
    const order = table.columns.includes('id') ? ['id'] : [...table.columns].sort();
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      table.name,
    )} order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(w.t.ctx.db);
    dump[table.name] = rows;
  }
  return dump;
}

/** Every file under DATA_DIR (not the SQLite database itself) with its size and change time. */
function dataFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith('karyayojana.sqlite')) {
        const stat = fs.statSync(full, { bigint: true });
        found.push(`${path.relative(w.t.dataDir, full)} ${stat.size} ${stat.mtimeNs}`);
      }
    }
  };
  walk(w.t.dataDir);
  return found.sort();
}

beforeAll(setUpWorld);
afterAll(() => w.t.close());

// ---- The matrix ------------------------------------------------------------------------------

const cells = matrixCells();

describe('the matrix itself', () => {
  it('has exactly one row for every /api route the server registers, and none for another', () => {
    const registered = w.t.routes
      .filter((r) => r.url.startsWith('/api'))
      .filter((r) => !NOT_IN_MATRIX.some((skip) => skip.test(r.method, r.url)))
      .map(routeKey)
      .sort();
    const rows = ROUTES.map(routeKey).sort();
    expect(new Set(rows).size, 'a route with two rows').toBe(rows.length);
    expect(rows).toEqual(registered);
    // Each exclusion is in use: none is a stale excuse.
    for (const skip of NOT_IN_MATRIX)
      expect(w.t.routes.some((r) => r.url.startsWith('/api') && skip.test(r.method, r.url))).toBe(
        true,
      );
  });

  it('snapshots every table of the database for the refused writes', () => {
    const names = w.tables.map((t) => t.name);
    for (const table of [
      'access_tokens',
      'branches',
      'categories',
      'companies',
      'event_categories',
      'event_wards',
      'events',
      'fiscal_years',
      'other_documents',
      'roles',
      'stored_files',
      'tasks',
      'users',
      'ward_offices',
    ])
      expect(names).toContain(table);
  });

  it('has a valid request for every row, and no request without its row', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('expects every kind of answer somewhere, so that it can fail', () => {
    const answers = new Set(cells.map((c) => ('code' in c.expected ? c.expected.code : '2xx')));
    expect([...answers].sort()).toEqual(
      ['2xx', 'COMPANY_EXPIRED', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'].sort(),
    );
    expect(new Set(cells.map((c) => c.caller))).toEqual(new Set(CALLERS));
  });
});

describe('a selection of several events (dublicate-events)', () => {
  it.each(['user', 'admin'] as const)(
    "answers the %s 404 when one of them is another company's, as for a missing id",
    async (caller) => {
      const before = { rows: await databaseRows(), files: dataFiles() };
      const own = held({ caller, whose: 'own', company: w.a, fresh: false }).event;
      const other = held({ caller, whose: 'other', company: w.b, fresh: false }).event;
      for (const target_events of [
        [own, other],
        [other, own],
        [own, 2_000_000_000],
      ]) {
        const res = await send(
          'POST',
          { url: '/api/dublicate-events', json: { target_events } },
          w.callers[caller].token,
        );
        expect(res.statusCode, res.body).toBe(404);
      }
      expect(dataFiles()).toEqual(before.files);
      expect(await databaseRows()).toEqual(before.rows);
    },
  );
});

describe.each(ROUTES.map((r) => [routeKey(r), r] as const))('%s', (key) => {
  const mine = cells.filter((c) => routeKey(c.route) === key);
  it.each(mine.map((c) => [c.name, c] as const))('%s', async (_name, cell) => {
    const build = REQUESTS[key];
    if (!build) throw new Error(`no request for ${key}`);
    const succeeds = cell.expected.status === 200;
    const write = cell.route.method !== 'GET';
    const req = await build({
      caller: cell.caller,
      whose: cell.whose,
      company: companyFor(cell),
      fresh: succeeds && write,
    });
    let token: string | undefined;
    if (cell.caller !== 'anonymous') {
      const who = w.callers[cell.caller];
      token = req.freshToken ? await login(w.t, who.email, who.password) : who.token;
    }
    const before = write && !succeeds ? { rows: await databaseRows(), files: dataFiles() } : null;

    const res = await send(cell.route.method, req, token);

    if (succeeds) {
      expect(Math.floor(res.statusCode / 100), res.body).toBe(2);
      return;
    }
    expect(res.statusCode, res.body).toBe(cell.expected.status);
    expect(res.json<{ code: string }>().code).toBe(
      'code' in cell.expected ? cell.expected.code : '',
    );
    if (before) {
      expect(dataFiles(), 'files under DATA_DIR').toEqual(before.files);
      expect(await databaseRows(), 'database rows').toEqual(before.rows);
    }
  });
});

// ---- The scope matrix (issue 28, docs/decisions/037) -----------------------------------------
// Company A's officers, limited to ward 5, to branch A1, to both or to nothing, with and
// without the planning right, × events in ward 5, ward 3, the whole municipality, branch A1,
// branch A2 and both: every event route an officer uses. A refusal is a 403 whose sentence
// names the officer's scope (or says that they may record progress only), and leaves every row
// and file as it was.

const scoped = scopeCells();

describe('the scope matrix itself', () => {
  it('covers every officer, every place and both answers of every write', () => {
    expect(new Set(scoped.map((c) => c.officer)).size).toBe(Object.keys(OFFICERS).length);
    expect(new Set(scoped.map((c) => c.place)).size).toBe(Object.keys(PLACES).length);
    for (const route of SCOPE_ROUTES.filter((r) => r.action !== 'plan.read')) {
      const answers = new Set(
        scoped
          .filter((c) => c.route === route)
          .map((c) => (c.expected.status === 200 ? '2xx' : c.expected.key)),
      );
      expect([...answers].sort(), route.what).toEqual(
        route.action === 'events.plan' ? ['2xx', 'outside', 'progressOnly'] : ['2xx', 'outside'],
      );
    }
  });

  it('lists every route that hangs on an event in the main matrix', () => {
    const keys = new Set(ROUTES.map(routeKey));
    for (const r of SCOPE_ROUTES) expect(keys).toContain(routeKey(r));
  });
});

/** The sentence of a refusal that names the officer's scope. */
function scopeWords(officer: keyof typeof OFFICERS): string {
  const o = OFFICERS[officer];
  const parts: string[] = [];
  if (o.wards.length > 0) parts.push('वडा नं ५');
  if (o.branches.length > 0) parts.push(SCOPE_BRANCH_NAMES.A1);
  return parts.join(', ');
}

describe.each(SCOPE_ROUTES.map((r) => [`${routeKey(r)} (${r.what})`, r] as const))(
  'scope: %s',
  (_key, route) => {
    const mine = scoped.filter((c) => c.route === route);
    it.each(mine.map((c) => [c.name, c] as const))('%s', async (_name, cell) => {
      const { req } = await scopeRequest(cell.route.what, cell.place);
      const token = w.scope.officers[cell.officer].token;
      const write = cell.route.method !== 'GET';
      const before =
        write && cell.expected.status !== 200
          ? { rows: await databaseRows(), files: dataFiles() }
          : null;

      const res = await send(cell.route.method, req, token);

      if (cell.expected.status === 200) {
        expect(Math.floor(res.statusCode / 100), res.body).toBe(2);
        return;
      }
      expect(res.statusCode, res.body).toBe(403);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('FORBIDDEN');
      if (cell.expected.key === 'progressOnly') {
        expect(body.message).toMatch(/^तपाईंले प्रगति मात्र अद्यावधिक गर्न सक्नुहुन्छ/);
      } else {
        expect(body.message).toContain(`तपाईंको जिम्मेवारी (${scopeWords(cell.officer)}) भित्र`);
      }
      if (before) {
        expect(dataFiles(), 'files under DATA_DIR').toEqual(before.files);
        expect(await databaseRows(), 'database rows').toEqual(before.rows);
      }
    });
  },
);
