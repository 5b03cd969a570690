import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Redis as IORedis, type Redis } from 'ioredis';
import type { Database } from '../../db/schema.js';

/**
 * Where sliding-window counts live, so that every server process sees the same counts
 * (docs/decisions/028-several-processes.md): the database by default, Redis when REDIS_URL is
 * set. A key (an email with an address, an address) is kept only as a hash.
 */
export interface RateStore {
  readonly kind: 'database' | 'redis';
  /** The newest `limit` hits of `key` at or after `sinceMs`, epoch ms, oldest first. */
  recent(bucket: string, key: string, sinceMs: number, limit: number): Promise<number[]>;
  /** Records a hit at `atMs`; it need not be kept longer than `keepMs`. */
  add(bucket: string, key: string, atMs: number, keepMs: number): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
  /** Drops hits older than `beforeMs` (Redis expires them by itself). */
  prune(beforeMs: number): Promise<number>;
  /** Resolves when the store answers (readiness). */
  check(): Promise<void>;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

export function databaseRateStore(db: Kysely<Database>): RateStore {
  return {
    kind: 'database',
    async recent(bucket, key, sinceMs, limit) {
      const rows = await db
        .selectFrom('rate_hits')
        .select('at_ms')
        .where('bucket', '=', bucket)
        .where('key_hash', '=', hashOf(key))
        .where('at_ms', '>=', sinceMs)
        .orderBy('at_ms', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.at_ms)).reverse();
    },
    async add(bucket, key, atMs) {
      await db
        .insertInto('rate_hits')
        .values({ bucket, key_hash: hashOf(key), at_ms: atMs })
        .execute();
    },
    async clear(bucket, key) {
      await db
        .deleteFrom('rate_hits')
        .where('bucket', '=', bucket)
        .where('key_hash', '=', hashOf(key))
        .execute();
    },
    async prune(beforeMs) {
      const result = await db
        .deleteFrom('rate_hits')
        .where('at_ms', '<', beforeMs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async check() {
      await db.selectFrom('rate_hits').select('id').limit(1).execute();
    },
  };
}

/**
 * One sorted set per key, scored by time; each member is unique (two hits in the same
 * millisecond are two hits), and the set expires with its window.
 */
export function redisRateStore(redis: Redis, prefix = 'karyayojana:rate:'): RateStore {
  const name = (bucket: string, key: string) => `${prefix}${bucket}:${hashOf(key)}`;
  return {
    kind: 'redis',
    async recent(bucket, key, sinceMs, limit) {
      const scores = await redis.zrangebyscore(name(bucket, key), sinceMs, '+inf', 'WITHSCORES');
      const times: number[] = [];
      for (let i = 1; i < scores.length; i += 2) times.push(Number(scores[i]));
      return times.slice(-limit);
    },
    async add(bucket, key, atMs, keepMs) {
      const set = name(bucket, key);
      await redis
        .multi()
        .zadd(set, atMs, `${atMs}:${randomBytes(6).toString('hex')}`)
        .zremrangebyscore(set, '-inf', atMs - keepMs)
        .pexpire(set, keepMs)
        .exec();
    },
    async clear(bucket, key) {
      await redis.del(name(bucket, key));
    },
    prune() {
      return Promise.resolve(0);
    },
    async check() {
      await redis.ping();
    },
  };
}

/**
 * A Redis connection for the shared counts. A request waits at most a few retries for a lost
 * connection rather than for ever; connection errors are logged by the server (`on('error')`),
 * never thrown at nobody.
 */
export function openRedis(url: string): Redis {
  const redis = new IORedis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  redis.on('error', () => {
    // The server adds its own listener that logs; this one keeps an early error from being
    // reported as unhandled before that.
  });
  return redis;
}
