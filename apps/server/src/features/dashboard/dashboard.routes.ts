import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '@karyayojana/contracts';
import { z } from 'zod';
import { actorOf } from '../../plugins/request-context.js';
import type { DashboardService } from './dashboard.service.js';

/** GET /api/dashboard: platform counts for the Super-Admin, the own municipality for others. */
export const dashboardRoutes =
  (service: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard',
      { schema: { tags: ['dashboard'], response: { 200: z.object({ data: dashboard }) } } },
      async (request) => ({ data: await service.of(actorOf(request)) }),
    );
  };
