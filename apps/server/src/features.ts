import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.js';
import { authService } from './features/auth/auth.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import type { AppMetrics } from './features/metrics/metrics.js';
import { metricsRoutes } from './features/metrics/metrics.routes.js';
import { filesService } from './features/files/files.service.js';
import { companiesService } from './features/companies/companies.service.js';
import { companiesRoutes } from './features/companies/companies.routes.js';
import { fiscalYearsService } from './features/fiscal-years/fiscal-years.service.js';
import { fiscalYearsRoutes } from './features/fiscal-years/fiscal-years.routes.js';
import { categoriesService } from './features/categories/categories.service.js';
import { categoriesRoutes } from './features/categories/categories.routes.js';
import { usersService } from './features/users/users.service.js';
import { usersRoutes } from './features/users/users.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { eventsService } from './features/events/events.service.js';
import { eventsCopyService } from './features/events/events-copy.service.js';
import { eventsRoutes } from './features/events/events.routes.js';
import { tasksService } from './features/tasks/tasks.service.js';
import { tasksRoutes } from './features/tasks/tasks.routes.js';
import { documentsService } from './features/documents/documents.service.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { dashboardService } from './features/dashboard/dashboard.service.js';
import { reportsService } from './features/reports/reports.service.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { importsRoutes } from './features/imports/imports.routes.js';
import { companiesImportRoutes } from './features/imports/companies-import.routes.js';
import { exportsRoutes } from './features/exports/exports.routes.js';
import { activityRoutes } from './features/activity/activity.routes.js';
import { trashService } from './features/trash/trash.service.js';
import { trashRoutes } from './features/trash/trash.routes.js';
import { batchesRoutes } from './features/batches/batches.routes.js';
import { calendarService } from './features/calendar/calendar.service.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { mailService } from './features/mail/mail.service.js';
import { passwordResetService } from './features/mail/password-reset.service.js';
import { mailRoutes } from './features/mail/mail.routes.js';
import { publicPlanService } from './features/public-plan/public-plan.service.js';
import { publicPlanRoutes } from './features/public-plan/public-plan.routes.js';
import { organisationService } from './features/organisation/organisation.service.js';
import { organisationRoutes } from './features/organisation/organisation.routes.js';

/**
 * The product's features: each one's service over the shared context, and their routes under
 * /api. The app (app.ts) adds the framework around them; the authentication service and the
 * files service are handed back for the request context and the orphan sweep, the calendar
 * service for its feed outside /api, the mail service for its scheduled work. `metrics` is the
 * app's, counted by the app (docs/decisions/029) and read out here.
 */
export function productFeatures(ctx: AppContext, metrics: AppMetrics) {
  const auth = authService(ctx);
  const files = filesService(ctx, ctx.store);
  const companies = companiesService(ctx, files);
  const fiscalYears = fiscalYearsService(ctx);
  const categories = categoriesService(ctx);
  const users = usersService(ctx);
  const events = eventsService(ctx, files);
  const copies = eventsCopyService(ctx);
  const tasks = tasksService(ctx, files);
  const documents = documentsService(ctx, files);
  const dashboard = dashboardService(ctx, companies);
  const reports = reportsService(ctx);
  const trash = trashService(ctx, files);
  const calendar = calendarService(ctx);
  const mail = mailService(ctx);
  const resets = passwordResetService(ctx, mail);
  const publicPlans = publicPlanService(ctx);
  const organisation = organisationService(ctx);
  const registerApi: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes(ctx));
    await api.register(metricsRoutes(ctx, metrics));
    await api.register(authRoutes(auth));
    await api.register(companiesRoutes(ctx, companies));
    await api.register(fiscalYearsRoutes(fiscalYears));
    await api.register(categoriesRoutes(categories));
    await api.register(usersRoutes(users));
    await api.register(organisationRoutes(organisation));
    await api.register(eventsRoutes(events, copies, ctx.readCache));
    await api.register(tasksRoutes(ctx, tasks));
    await api.register(documentsRoutes(ctx, documents));
    await api.register(dashboardRoutes(dashboard));
    await api.register(reportsRoutes(reports, ctx.readCache));
    await api.register(importsRoutes(ctx));
    await api.register(companiesImportRoutes(ctx));
    await api.register(exportsRoutes(ctx, events, companies));
    await api.register(activityRoutes(ctx));
    await api.register(trashRoutes(trash));
    await api.register(batchesRoutes(ctx));
    await api.register(calendarRoutes(calendar));
    await api.register(mailRoutes(mail, resets, ctx.config.trashDays));
    await api.register(publicPlanRoutes(ctx, publicPlans));
  };
  return { auth, files, trash, calendar, mail, publicPlans, registerApi };
}
