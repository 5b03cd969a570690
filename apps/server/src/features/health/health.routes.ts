import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

/** For load balancers: answers once the database answers. */
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
  };
