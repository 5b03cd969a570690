import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { SlidingWindow } from './sliding-window.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { startRedis } from '../../../test/support/redis.js';
import { databaseRateStore, redisRateStore, type RateStore } from './rate-store.js';
import { scheduledWork } from './scheduled-work.js';

// What several server processes share (docs/decisions/028): the sliding-window counts, in the
// database or in Redis, and the periodic work that runs once across them.

let t: TestApp;
let redisServer: Awaited<ReturnType<typeof startRedis>>;
const clients: Redis[] = [];

beforeAll(async () => {
  t = await createTestApp();
  redisServer = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await t?.close();
  await redisServer?.stop();
});

const redisClient = () => {
  const c = new Redis(redisServer.url);
  clients.push(c);
  return c;
};

describe.each([
  ['the database', () => [databaseRateStore(t.ctx.db), databaseRateStore(t.ctx.db)]],
  ['Redis', () => [redisRateStore(redisClient()), redisRateStore(redisClient())]],
] as const)('the sliding window in %s', (_name, stores) => {
  it('counts the hits of two processes together and tells the same wait to both', async () => {
    const [a, b] = stores() as [RateStore, RateStore];
    let now = 1_800_000_000_000;
    const bucket = `b-${Math.random()}`;
    const one = new SlidingWindow(a, bucket, 4, 60_000, () => now);
    const two = new SlidingWindow(b, bucket, 4, 60_000, () => now);
    await one.fail('x@example.org|10.0.0.1');
    now += 1_000;
    await two.fail('x@example.org|10.0.0.1');
    await one.fail('x@example.org|10.0.0.1');
    expect(await two.retryAfter('x@example.org|10.0.0.1')).toBe(0);
    await two.fail('x@example.org|10.0.0.1');
    // Four in the window: the oldest leaves it 60 s after it came, 59 s from now.
    expect(await one.retryAfter('x@example.org|10.0.0.1')).toBe(59);
    expect(await two.retryAfter('x@example.org|10.0.0.1')).toBe(59);
    // Another key is not touched.
    expect(await two.retryAfter('y@example.org|10.0.0.1')).toBe(0);
    now += 59_000;
    expect(await one.retryAfter('x@example.org|10.0.0.1')).toBe(0);
    // A success in one process clears the count for both.
    await two.fail('x@example.org|10.0.0.1');
    await one.reset('x@example.org|10.0.0.1');
    expect(await two.retryAfter('x@example.org|10.0.0.1')).toBe(0);
  });

  it('keeps only a hash of the key', async () => {
    const [a] = stores() as [RateStore];
    await a.add('probe', 'secret-person@example.org|10.9.8.7', Date.now(), 60_000);
    const kept =
      a.kind === 'database'
        ? JSON.stringify(await t.ctx.db.selectFrom('rate_hits').selectAll().execute())
        : JSON.stringify(await redisClient().keys('*'));
    expect(kept).not.toContain('secret-person');
    expect(kept).not.toContain('10.9.8.7');
  });
});

describe('the database window', () => {
  it('prunes hits older than asked', async () => {
    const store = databaseRateStore(t.ctx.db);
    await store.add('prune', 'k', 1_000, 60_000);
    await store.add('prune', 'k', 5_000_000_000_000, 60_000);
    expect(await store.prune(2_000)).toBeGreaterThanOrEqual(1);
    expect(await store.recent('prune', 'k', 0, 10)).toEqual([5_000_000_000_000]);
  });
});

describe('scheduled work across processes', () => {
  it('runs a due job in one process only, then not again until its time', async () => {
    let now = 2_000_000_000_000;
    const clock = () => now;
    const p1 = scheduledWork(t.ctx.db, clock);
    // The second process has its own connection (pool) to the same database.
    const p2 = scheduledWork((await t.another()).ctx.db, clock);
    const runs: string[] = [];
    let release: () => void = () => {};
    const slow = () =>
      new Promise<void>((resolve) => {
        runs.push('p1');
        release = resolve;
      });
    // p1 is mid-run: p2 finds the job held and skips it, even when forced.
    const first = p1.run('job-a', 3_600_000, slow);
    await new Promise((r) => setTimeout(r, 50));
    expect(await p2.run('job-a', 3_600_000, async () => void runs.push('p2'))).toBe(false);
    expect(
      await p2.run('job-a', 3_600_000, async () => void runs.push('p2'), { force: true }),
    ).toBe(false);
    release();
    expect(await first).toBe(true);
    // Done: not due again for an hour, whichever process looks.
    now += 30 * 60_000;
    expect(await p2.run('job-a', 3_600_000, async () => void runs.push('p2'))).toBe(false);
    expect(await p1.run('job-a', 3_600_000, async () => void runs.push('p1'))).toBe(false);
    now += 31 * 60_000;
    const both = await Promise.all([
      p1.run('job-a', 3_600_000, async () => void runs.push('p1')),
      p2.run('job-a', 3_600_000, async () => void runs.push('p2')),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });

  it('takes up the job of a process that died mid-run once its lease has run out', async () => {
    let now = 2_100_000_000_000;
    const clock = () => now;
    const dead = scheduledWork(t.ctx.db, clock);
    const alive = scheduledWork(t.ctx.db, clock);
    // A run that never ends (the process was killed): its lease stays in the table.
    void dead.run('job-b', 3_600_000, () => new Promise(() => {}), { leaseMs: 10 * 60_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await alive.run('job-b', 3_600_000, async () => {})).toBe(false);
    now += 10 * 60_000 + 1;
    let ran = false;
    expect(await alive.run('job-b', 3_600_000, async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
    const row = await t.ctx.db
      .selectFrom('scheduled_work')
      .selectAll()
      .where('name', '=', 'job-b')
      .executeTakeFirstOrThrow();
    expect(Number(row.next_at_ms)).toBe(now + 3_600_000);
    expect(row.owner).toBeNull();
  });
});

describe('a server with REDIS_URL', () => {
  it('counts sign-in failures of two processes in Redis, none in the database', async () => {
    const app = await createTestApp({ REDIS_URL: redisServer.url, LOGIN_MAX_ATTEMPTS: '4' });
    try {
      const other = await app.another();
      const login = (which: typeof other) =>
        which.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'redis-case@example.org', password: 'wrong-password' },
        });
      for (const which of [app, other, app, other])
        expect((await login(which)).statusCode).toBe(401);
      expect((await login(app)).statusCode).toBe(429);
      expect((await login(other)).statusCode).toBe(429);
      expect(await app.ctx.db.selectFrom('rate_hits').selectAll().execute()).toEqual([]);
      expect(await redisClient().keys('karyayojana:rate:sign-in:*')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('readiness with REDIS_URL', () => {
  it('names Redis among its checks, and is not ready while Redis is down', async () => {
    const own = await startRedis();
    const app = await createTestApp({ REDIS_URL: own.url });
    try {
      const up = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', files: 'ok', redis: 'ok' },
      });
      await own.stop();
      const down = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', files: 'ok', redis: 'failing' },
      });
    } finally {
      await app.close();
      await own.stop();
    }
  });
});
