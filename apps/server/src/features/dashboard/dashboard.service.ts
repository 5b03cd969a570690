import { EXPIRY_WARNING_DAYS, type Dashboard } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { CompaniesService } from '../companies/companies.service.js';
import { fiscalYearsRepository } from '../fiscal-years/fiscal-years.repository.js';

/**
 * The dashboard (docs/behaviour.md §10): platform counts and the municipalities about to expire
 * for the Super-Admin; the own municipality and its event counts for everyone else.
 */
export function dashboardService(ctx: AppContext, companies: CompaniesService) {
  const repo = companiesRepository(ctx.db);
  const years = fiscalYearsRepository(ctx.db);

  async function platform(actor: Actor): Promise<Dashboard> {
    authorize(actor, 'companies.manage');
    const [counts, all] = await Promise.all([repo.counts(), companies.list(actor)]);
    const expiring = all
      .filter((c) => (c.remaining_days ?? Infinity) <= EXPIRY_WARNING_DAYS)
      .sort((a, b) => (a.remaining_days ?? 0) - (b.remaining_days ?? 0));
    return { kind: 'platform', ...counts, expiring };
  }

  async function company(actor: Actor): Promise<Dashboard> {
    const own = await companies.get(actor, actor.companyId);
    const active = await years.active();
    const [events, activeYearEvents] = await Promise.all([
      repo.eventCount(actor.companyId),
      active ? repo.eventCount(actor.companyId, active.id) : Promise.resolve(0),
    ]);
    return { kind: 'company', company: own, events, activeYearEvents };
  }

  return {
    of: (actor: Actor): Promise<Dashboard> =>
      actor.role === 'Super-Admin' ? platform(actor) : company(actor),
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
