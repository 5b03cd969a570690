import { roleMay, type Action, type RoleName } from '@karyayojana/contracts';
import { matchRoutes } from 'react-router';
// With its extension: the browser tests (e2e, NodeNext) read this table too.
import { paths } from './paths.js';

interface RouteAccess {
  path: string;
  /** What the page is for, in the permission table of docs/behaviour.md §2 (packages/contracts). */
  permission: Action;
}

// Every signed-in route of docs/behaviour.md §2, built or not yet. A route opens for the roles that hold
// its permission: plan.read and ownAccount are every role; plan.write and company.editProfile are
// admin and Super-Admin, as are users.manage and org.write (an admin: its own municipality);
// config.write and companies.manage are Super-Admin only.
// A signed-in path missing here opens for nobody (the not-found page).
export const routeAccess: readonly RouteAccess[] = [
  { path: paths.home.root.path, permission: 'plan.read' },
  { path: paths.home.profile.path, permission: 'ownAccount' },
  { path: paths.home.settingsProfile.path, permission: 'ownAccount' },
  { path: paths.home.otherDocuments.path, permission: 'plan.read' },

  { path: paths.dashboard.root.path, permission: 'plan.read' },
  { path: paths.dashboard.changeUserPassword.path, permission: 'users.manage' },

  { path: paths.events.list.path, permission: 'plan.read' },
  // An officer plans only with can_plan and inside their scope (docs/decisions/037): the route
  // opens for the role, and the page itself refuses an officer without the right.
  { path: paths.events.add.path, permission: 'events.plan' },
  { path: paths.events.import.path, permission: 'plan.write' },
  { path: paths.events.edit.path, permission: 'events.plan' },
  { path: paths.events.view.path, permission: 'plan.read' },
  { path: paths.events.viewTaskForm.path, permission: 'events.plan' },
  { path: paths.events.task.path, permission: 'events.plan' },

  { path: paths.reports.progress.path, permission: 'plan.read' },

  // The trash is read with the log's permission; restoring and purging need plan.write.
  { path: paths.activity.list.path, permission: 'activity.read' },
  { path: paths.trash.list.path, permission: 'activity.read' },

  { path: paths.otherDocuments.list.path, permission: 'plan.write' },
  { path: paths.otherDocuments.item.path, permission: 'plan.write' },

  { path: paths.settings.root.path, permission: 'ownAccount' },
  { path: paths.settings.profile.path, permission: 'ownAccount' },
  { path: paths.settings.company.path, permission: 'company.editProfile' },
  { path: paths.settings.changePassword.path, permission: 'ownAccount' },
  { path: paths.settings.mail.path, permission: 'mail.monitor' },

  { path: paths.config.root.path, permission: 'users.manage' },
  { path: paths.config.fiscalYears.path, permission: 'config.write' },
  { path: paths.config.fiscalYear.path, permission: 'config.write' },
  { path: paths.config.categories.path, permission: 'config.write' },
  { path: paths.config.category.path, permission: 'config.write' },
  // Issue 28: a municipality's branches and wards, its admin's (the Super-Admin names one).
  { path: paths.config.branches.path, permission: 'org.write' },
  { path: paths.config.branch.path, permission: 'org.write' },
  { path: paths.config.wards.path, permission: 'org.write' },
  { path: paths.config.companies.path, permission: 'companies.manage' },
  { path: paths.config.companyAdd.path, permission: 'companies.manage' },
  { path: paths.config.companyEdit.path, permission: 'companies.manage' },
  { path: paths.config.companyImport.path, permission: 'companies.manage' },
  { path: paths.config.companyUsers.path, permission: 'users.manage' },
  { path: paths.config.registerUser.path, permission: 'users.manage' },
  { path: paths.config.editUser.path, permission: 'users.manage' },
  { path: paths.config.userPassword.path, permission: 'users.manage' },
];

/** The entry for a URL, ranked as the router ranks routes (static segments beat parameters). */
export function findRouteAccess(pathname: string): RouteAccess | undefined {
  return matchRoutes([...routeAccess], pathname)?.[0]?.route;
}

/** Whether a user holding `roles` may open `pathname`; unknown paths open for nobody. */
export function mayOpen(pathname: string, roles: readonly RoleName[]): boolean {
  const entry = findRouteAccess(pathname);
  return entry !== undefined && roles.some((role) => roleMay(role, entry.permission));
}
