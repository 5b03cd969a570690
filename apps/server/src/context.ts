import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { SlidingWindow } from './lib/shared/sliding-window.js';
import type { FileStore } from './features/files/file-store.js';
import type { ResponseCache } from './lib/response-cache.js';
import type { RateStore } from './lib/shared/rate-store.js';
import type { ScheduledWork } from './lib/shared/scheduled-work.js';

/** What every service may use: built once in buildApp, passed down, never global. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  loginThrottle: SlidingWindow;
  store: FileStore;
  /** Serialised event reads, checked against the database's revisions. */
  readCache: ResponseCache;
  /** The server's signing key (SIGNING_KEY or DATA_DIR): file links and calendar feed secrets. */
  signingSecret: Buffer;
  /** Counts every process shares: the database's, or Redis's with REDIS_URL (decision 028). */
  rateStore: RateStore;
  /** Periodic work run once across the processes (decision 028). */
  scheduled: ScheduledWork;
}
