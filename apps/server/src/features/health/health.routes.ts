import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { withTimeout } from '../../lib/timeout.js';

/** How long one readiness check may take: a hanging bucket must not hang the probe. */
export const READY_TIMEOUT_MS = 2_000;

const checkState = z.enum(['ok', 'failing']);
const readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: checkState,
    files: checkState,
    /** Only with REDIS_URL: the shared counts' Redis (decision 028). */
    redis: checkState.optional(),
  }),
});

/**
 * Liveness (`/health`: the process answers, and its database) and readiness (`/health/ready`:
 * the database and the file store both answer, so this process can serve uploads too). A
 * load balancer sends traffic on readiness; an orchestrator restarts on liveness.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async () => {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/health/ready',
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary:
            'Ready to serve: the database, the file store (and Redis, when set) answer (503 otherwise)',
          response: { 200: readiness, 503: readiness },
        },
      },
      async (request, reply) => {
        const [database, files, redis] = await Promise.all([
          probe('database', () => sql`select 1`.execute(ctx.db), request.log),
          probe(`file store (${ctx.store.kind})`, () => ctx.store.check(), request.log),
          ctx.rateStore.kind === 'redis'
            ? probe('redis', () => ctx.rateStore.check(), request.log)
            : undefined,
        ]);
        const ready = database === 'ok' && files === 'ok' && redis !== 'failing';
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({
            status: ready ? 'ready' : 'not-ready',
            checks: { database, files, ...(redis ? { redis } : {}) },
          });
      },
    );
  };

/** 'ok' or 'failing'; why it failed goes to the log, never to the caller. */
async function probe(
  what: string,
  check: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<z.infer<typeof checkState>> {
  try {
    await withTimeout(check(), READY_TIMEOUT_MS, what);
    return 'ok';
  } catch (error) {
    log.warn({ err: error }, `readiness: ${what} is failing`);
    return 'failing';
  }
}
