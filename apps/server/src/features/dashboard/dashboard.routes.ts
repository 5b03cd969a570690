import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, EXPIRY_WARNING_DAYS } from '@karyayojana/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/request-context.js';
import { authorize } from '../access/access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { CompaniesService } from '../companies/companies.service.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';

/** GET /api/dashboard: platform counts for the Super-Admin, the own municipality for others. */
export const dashboardRoutes =
  (ctx: AppContext, companies: CompaniesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard',
      { schema: { tags: ['dashboard'], response: { 200: z.object({ data: dashboard }) } } },
      async (request) => {
        const actor = actorOf(request);
        const repo = companiesRepository(ctx.db);
        if (actor.role === 'Super-Admin') {
          authorize(actor, 'companies.manage');
          const [counts, all] = await Promise.all([repo.counts(), companies.list(actor)]);
          const expiring = all
            .filter((c) => (c.remaining_days ?? Infinity) <= EXPIRY_WARNING_DAYS)
            .sort((a, b) => (a.remaining_days ?? 0) - (b.remaining_days ?? 0));
          return { data: { kind: 'platform' as const, ...counts, expiring } };
        }
        const own = await companies.get(actor, actor.companyId);
        const active = await fiscalYearsRepository(ctx.db).active();
        const [events, activeYearEvents] = await Promise.all([
          repo.eventCount(actor.companyId),
          active ? repo.eventCount(actor.companyId, active.id) : Promise.resolve(0),
        ]);
        return { data: { kind: 'company' as const, company: own, events, activeYearEvents } };
      },
    );
  };
