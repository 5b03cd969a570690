import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/test-app.js';
import { CALLERS, matrixCells, NOT_IN_MATRIX, routeKey, ROUTES } from './permission-matrix.js';
import { companyFor, held, REQUESTS, send, setUpWorld, w } from './matrix-world.js';
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
      'categories',
      'companies',
      'event_categories',
      'events',
      'fiscal_years',
      'other_documents',
      'roles',
      'stored_files',
      'tasks',
      'users',
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
