import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/database.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import { queueDepth as mailQueueDepth } from '../mail/mail-queue.js';
import { withTimeout } from '../../lib/timeout.js';

/** Every metric of ours starts with it (docs/decisions/029-metrics.md). */
const PREFIX = 'karyayojana_';
/** The route label of a request no route matched: a scanner's guesses stay one series. */
export const UNMATCHED = 'unmatched';
// A method Fastify does not route still reaches the 404 handler: its name is the caller's.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** The scrape answers within this even when the database does not (the count is left out). */
const COUNT_TIMEOUT_MS = 1_000;

let processRegistry: Registry | undefined;

/**
 * The process's metrics (CPU, memory, event loop, garbage collection) under their usual names
 * (`process_*`, `nodejs_*`), which the common Node.js dashboards read. Collected once per
 * process, not per app: each collection starts a GC observer and an event-loop monitor that
 * nothing stops, and the tests build hundreds of apps in one process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type FileStoreErrors = Counter<'operation'>;

/**
 * One app's metrics in a registry of its own (never prom-client's global one: two apps in one
 * process would count into each other). Gauges are read when scraped, so that a request
 * pays for a counter's increment and nothing more.
 */
export function createMetrics(
  database: Pick<DatabaseHandle, 'db' | 'pool'>,
  readCache: ResponseCache,
) {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const fileStoreErrors: FileStoreErrors = new Counter({
    name: `${PREFIX}file_store_errors_total`,
    help: 'File store operations that failed (disk or bucket), by operation.',
    labelNames: ['operation'] as const,
    registers,
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL: pool connections by state (total, idle; waiting = queries waiting for one). SQLite: total 1, its one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.pool?.();
      this.reset();
      this.set({ state: 'total' }, pool ? pool.total : 1);
      if (!pool) return;
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  readCacheMetrics(readCache, registers);
  const queueDepth = new Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: 'Jobs not yet done, by queue (mail: pending or being sent). Absent when the count failed.',
    labelNames: ['queue'] as const,
    registers,
  });

  /** Counted at each scrape, not kept up to date by the queue: one indexed count. */
  async function countQueue(log: FastifyBaseLogger) {
    queueDepth.reset();
    try {
      const row = await withTimeout(
        mailQueueDepth(database.db),
        COUNT_TIMEOUT_MS,
        'counting the mail queue',
      );
      queueDepth.set({ queue: 'mail' }, row);
    } catch (error) {
      log.warn({ err: error }, 'metrics: the mail queue could not be counted');
    }
  }

  // The scrape's view: this app's metrics and the process's, one text.
  const scraped = Registry.merge([processMetrics(), registry]);
  return {
    /** This app's own metrics (the process's are added by `scrape`). */
    registry,
    fileStoreErrors,
    contentType: registry.contentType,
    /** Records one answered request; `route` is the route's pattern, never its URL. */
    observe(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = {
        method: METHODS.has(method) ? method : 'other',
        route: route ?? UNMATCHED,
        status_code: String(status),
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    /** Prometheus' text format. A failing count is logged and left out, never a failed scrape. */
    async scrape(log: FastifyBaseLogger): Promise<string> {
      await countQueue(log);
      return scraped.metrics();
    },
  };
}
export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * Every answer is counted once it is sent, labelled by the route's pattern
 * (`/api/events/:id`): a raw URL would carry ids and signatures and make a series per event.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The read cache's own counts (docs/decisions/012), read from it at each scrape. */
function readCacheMetrics(cache: ResponseCache, registers: Registry[]) {
  new Counter({
    name: `${PREFIX}read_cache_hits_total`,
    help: 'Read-cache lookups answered from memory.',
    registers,
    collect() {
      this.reset();
      this.inc(cache.lookups.hits);
    },
  });
  new Counter({
    name: `${PREFIX}read_cache_misses_total`,
    help: 'Read-cache lookups that had to build the answer (absent, stale or evicted).',
    registers,
    collect() {
      this.reset();
      this.inc(cache.lookups.misses);
    },
  });
  new Gauge({
    name: `${PREFIX}read_cache_entries`,
    help: 'Answers held by the read cache.',
    registers,
    collect() {
      this.set(cache.size.entries);
    },
  });
  new Gauge({
    name: `${PREFIX}read_cache_bytes`,
    help: 'Bytes held by the read cache (READ_CACHE_MB is its limit).',
    registers,
    collect() {
      this.set(cache.size.bytes);
    },
  });
}
