import type { RoleName } from './roles.js';

/**
 * The permission table of docs/behaviour.md §2, as data. Both the server's access module and the
 * web app's route guards read it, so "who may do what" is written down exactly once.
 *
 * `own`: only on rows of the caller's own company; `any`: on any company's rows;
 * `false`: never (the server answers 403).
 */
export type Scope = 'own' | 'any' | false;

export const ACTIONS = [
  'plan.read', // events, tasks, timeline, other documents, company profile: read
  'tasks.proof', // upload, replace or remove a task's proof document
  'plan.write', // events and tasks: create, edit, delete, re-date, duplicate; other documents CRUD
  // An event's plan (create, edit, delete, re-date; its tasks): an officer only with can_plan
  // and inside their scope (docs/decisions/037); the scope check is the server's access module.
  'events.plan',
  // An event's progress (status, outcome or reason, completion date, spent, physical
  // progress): an officer inside their scope.
  'events.progress',
  'org.write', // the municipality's branches and ward offices: create, edit, reorder, delete
  'plan.copyOwnYear', // copy-my-events: own company, one fiscal year to another
  'plan.copyToCompanies', // copy-events, copy-selected-events
  'company.editProfile', // edit a company's profile and logos
  'companies.manage', // companies: create, delete, renew, list all
  'config.read', // fiscal years, categories: read
  'config.write', // fiscal years, categories: write and reorder
  'users.manage', // users: register, edit, deactivate, delete, set someone's password
  'users.read', // the user list: a municipality's people (a plain user reads only their own record)
  'ownAccount', // change own password, read own profile
  'activity.read', // the activity log and the trash: read (restore and purge are plan.write)
  'mail.monitor', // the mail queue's state and a test mail (the operator's view)
] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSIONS: Record<Action, Record<RoleName, Scope>> = {
  'plan.read': { user: 'own', admin: 'own', 'Super-Admin': 'any' },
  'tasks.proof': { user: 'own', admin: 'own', 'Super-Admin': 'any' },
  'plan.write': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'events.plan': { user: 'own', admin: 'own', 'Super-Admin': 'any' },
  'events.progress': { user: 'own', admin: 'own', 'Super-Admin': 'any' },
  'org.write': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'plan.copyOwnYear': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'plan.copyToCompanies': { user: false, admin: false, 'Super-Admin': 'any' },
  'company.editProfile': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'companies.manage': { user: false, admin: false, 'Super-Admin': 'any' },
  'config.read': { user: 'any', admin: 'any', 'Super-Admin': 'any' },
  'config.write': { user: false, admin: false, 'Super-Admin': 'any' },
  // An admin manages its own municipality's officers and admins, never a Super-Admin.
  'users.manage': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'users.read': { user: false, admin: 'own', 'Super-Admin': 'any' },
  ownAccount: { user: 'own', admin: 'own', 'Super-Admin': 'own' },
  'activity.read': { user: false, admin: 'own', 'Super-Admin': 'any' },
  'mail.monitor': { user: false, admin: false, 'Super-Admin': 'any' },
};

/**
 * Actions that change data. A user of an expired company may still sign in and read; these
 * answer 403 COMPANY_EXPIRED for them. `ownAccount` is not among them: an officer of an expired
 * municipality can still change their own password.
 */
export const WRITE_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'tasks.proof',
  'plan.write',
  'events.plan',
  'events.progress',
  'org.write',
  'plan.copyOwnYear',
  'plan.copyToCompanies',
  'company.editProfile',
  'companies.manage',
  'config.write',
  'users.manage',
]);

/** Whether a role may ever do an action, on some company's rows. */
export function roleMay(role: RoleName, action: Action): boolean {
  return PERMISSIONS[action][role] !== false;
}
