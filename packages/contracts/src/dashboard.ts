import { z } from 'zod';
import { company } from './companies.js';

/** Municipalities with this many days left or fewer are listed on the Super-Admin's dashboard. */
export const EXPIRY_WARNING_DAYS = 30;

/** The Super-Admin's view: counts over all municipalities and those about to expire. */
export const platformDashboard = z.object({
  kind: z.literal('platform'),
  companies: z.number(),
  users: z.number(),
  events: z.number(),
  /** EXPIRY_WARNING_DAYS or fewer days left (expired ones included), fewest first. */
  expiring: z.array(company),
});
export type PlatformDashboard = z.infer<typeof platformDashboard>;

/** Everyone else: their own municipality and its event counts. */
export const companyDashboard = z.object({
  kind: z.literal('company'),
  company,
  events: z.number(),
  /** Events of the active fiscal year. */
  activeYearEvents: z.number(),
});
export type CompanyDashboard = z.infer<typeof companyDashboard>;

/** `GET /api/dashboard` → `{ data: Dashboard }`. */
export const dashboard = z.union([platformDashboard, companyDashboard]);
export type Dashboard = z.infer<typeof dashboard>;
