import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@karyayojana/contracts';
import { login } from '../support/test-app.js';
import { matrixCells, routeKey, ROUTES, type RouteRow } from './permission-matrix.js';
import { companyFor, REQUESTS, send, setUpWorld, w } from './matrix-world.js';

// The activity log's coverage (issue 16): every write route of the permission matrix (every
// route but a GET), performed successfully by every caller the permission table allows, leaves
// exactly one new row in activity_log, with its changes where it edits. The routes come from
// the matrix, which must name every route the server registers: a new write route without its
// entry fails here.

/**
 * Write routes whose entries another suite checks, each with its reason. Not skipped
 * silently: the list is checked against the matrix below, so a stale name fails.
 */
const LOGGED_ELSEWHERE: readonly { test: (r: RouteRow) => boolean; why: string }[] = [
  // A delete moves the row to the trash and records its own entry with it; the trash suite
  // (apps/server/src/features/trash/**) checks those entries, and its own routes'.
  {
    test: (r) =>
      [
        'DELETE /api/events/:id',
        'DELETE /api/tasks/:id',
        'DELETE /api/tasks/delete-file/:id',
        'DELETE /api/other-documents/:id',
      ].includes(routeKey(r)),
    why: 'the four deletes that move to the trash: the trash suite checks their entries',
  },
  {
    test: (r) => r.url === '/api/trash' || r.url.startsWith('/api/trash/'),
    why: "the trash's own routes (restore, purge): the trash suite checks their entries",
  },
];

/**
 * Writes that change nothing of the plan: a session begins or ends; a reset link or a test
 * mail is asked for (the reset itself is logged). Not logged, by design.
 */
const NOT_LOGGED: readonly string[] = [
  'POST /api/login',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/mail/test',
];

const writes = ROUTES.filter((r) => r.method !== 'GET');
const covered = writes.filter(
  (r) => !NOT_LOGGED.includes(routeKey(r)) && !LOGGED_ELSEWHERE.some((e) => e.test(r)),
);
const cells = matrixCells(covered).filter(
  (c) => c.expected.status === 200 && c.caller !== 'anonymous',
);

const lastId = async () =>
  (
    await w.t.ctx.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id ?? 0;

beforeAll(setUpWorld);
afterAll(() => w.t.close());

describe('the list of write routes', () => {
  it('comes from the matrix, and every exception names a route of it', () => {
    expect(writes.length).toBeGreaterThan(30);
    for (const key of NOT_LOGGED) expect(writes.map(routeKey)).toContain(key);
    expect(writes.filter((r) => LOGGED_ELSEWHERE[0]?.test(r))).toHaveLength(4);
  });

  it('tries every covered write route with at least one caller who may use it', () => {
    const tried = new Set(cells.map((c) => routeKey(c.route)));
    expect([...tried].sort()).toEqual(covered.map(routeKey).sort());
  });
});

describe.each(cells.map((c) => [c.name, c] as const))('%s', (_name, cell) => {
  it('leaves exactly one activity entry, with its changes where it edits', async () => {
    const key = routeKey(cell.route);
    const build = REQUESTS[key];
    if (!build) throw new Error(`no request for ${key}`);
    const company = companyFor(cell);
    const req = await build({ caller: cell.caller, whose: cell.whose, company, fresh: true });
    if (cell.caller === 'anonymous') throw new Error('no anonymous write is allowed');
    const who = w.callers[cell.caller];
    const token = req.freshToken ? await login(w.t, who.email, who.password) : who.token;
    const before = await lastId();

    const res = await send(cell.route.method, req, token);
    expect(Math.floor(res.statusCode / 100), res.body).toBe(2);

    const entries = await w.t.ctx.db
      .selectFrom('activity_log')
      .selectAll()
      .where('id', '>', Number(before))
      .execute();
    expect(entries, `${key}: one entry`).toHaveLength(1);
    const [entry] = entries;
    if (!entry) return;
    expect(ACTIVITY_ACTIONS).toContain(entry.action);
    expect(ACTIVITY_ENTITIES).toContain(entry.entity);
    expect(entry.user_id).not.toBeNull();
    expect(entry.summary.trim().length).toBeGreaterThan(0);
    if (entry.action === 'update') expect(entry.changes, `${key}: its changes`).not.toBeNull();
    // Never a password, nor its hash.
    expect(`${entry.summary} ${entry.changes ?? ''}`).not.toMatch(/password|\$argon|\$2[aby]\$/i);
    expect(`${entry.summary} ${entry.changes ?? ''}`).not.toContain(who.password);
    if (entry.entity === 'batch') {
      expect(entry.batch_id).toMatch(/^[0-9a-f-]{36}$/);
      if (entry.action === 'undo') {
        // An undo's events went to the trash, each item marked with the batch.
        const moved = await w.t.ctx.db
          .selectFrom('trash')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('batch_id', '=', entry.batch_id)
          .executeTakeFirstOrThrow();
        expect(Number(moved.n), `${key}: the undone events are in the trash`).toBeGreaterThan(0);
      } else if (entry.action !== 'import' || entry.company_id !== null) {
        const made = await w.t.ctx.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('batch_id', '=', entry.batch_id)
          .executeTakeFirstOrThrow();
        expect(Number(made.n), `${key}: the batch's events carry its id`).toBeGreaterThan(0);
      }
    }
  });
});
