import {
  PERMISSIONS,
  ROLES,
  WRITE_ACTIONS,
  type Action,
  type ErrorCode,
  type RoleName,
} from '@karyayojana/contracts';

/**
 * The permission matrix of docs/behaviour.md §2, one row per API route. A row says which action of
 * the permission table (packages/contracts/src/permissions.ts) the route performs and whose
 * rows it works on; the expected answer of every caller is derived from the table by
 * `expectedOutcome`, never written per cell. permission-matrix.test.ts sends every cell to a
 * real server and checks that every route the server registers has exactly one row here.
 */

/** What a route works on: rows that belong to a company, or nothing of any company. */
export type TargetKind =
  /** Nothing that belongs to a company: configuration, the user list, one's own profile. */
  | 'none'
  /** A company, named in the path, the query (`company_id`) or the body. */
  | 'company'
  /** An event of a company (in the path, or in the body: `event_id`, `target_events`). */
  | 'event'
  /** A task of a company's event. */
  | 'task'
  /** An "other document" of a company. */
  | 'document'
  /** A user account of a company (Super-Admin's user management). */
  | 'user'
  /** A branch (शाखा) of a company (issue 28). */
  | 'branch';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteRow {
  method: Method;
  /** The path as Fastify registers it, e.g. `/api/events/:id`. */
  url: string;
  /** The action of the permission table; `public` routes answer everyone, signed in or not. */
  action: Action | 'public';
  target: TargetKind;
  /**
   * The owner company is never deleted and never expires (docs/behaviour.md §2, a 409): on it, a
   * caller who may do the action otherwise hears 409 CONFLICT.
   */
  ownerCompanyConflict?: true;
  /** Why the row's action was chosen, where the route could be read more than one way. */
  note?: string;
}

const row = (
  method: Method,
  url: string,
  action: RouteRow['action'],
  target: TargetKind,
  extra: Pick<RouteRow, 'ownerCompanyConflict' | 'note'> = {},
): RouteRow => ({ method, url, action, target, ...extra });

export const ROUTES: readonly RouteRow[] = [
  // Public, auth and the signed-in user's own things (docs/behaviour.md §5).
  row('GET', '/api/health', 'public', 'none'),
  row('GET', '/api/health/ready', 'public', 'none'),
  row('GET', '/api/metrics', 'public', 'none', {
    note: 'decided by the socket address (METRICS_ALLOW, loopback here), never by a role',
  }),
  row('GET', '/api/openapi.json', 'public', 'none'),
  row('POST', '/api/login', 'public', 'none'),
  row('POST', '/api/logout', 'ownAccount', 'none'),
  row('GET', '/api/user', 'ownAccount', 'none'),
  row('POST', '/api/change-password', 'ownAccount', 'none'),
  // Email (issue 17): the sign-in page's question, the reset link and the unsubscribe link
  // are public; one's own choices; the queue's state is the operator's.
  row('GET', '/api/public-config', 'public', 'none'),
  row('POST', '/api/forgot-password', 'public', 'none'),
  row('POST', '/api/reset-password', 'public', 'none'),
  row('POST', '/api/unsubscribe', 'public', 'none'),
  row('GET', '/api/mail-settings', 'ownAccount', 'none'),
  row('PUT', '/api/mail-settings', 'ownAccount', 'none'),
  row('GET', '/api/mail/status', 'mail.monitor', 'none'),
  row('POST', '/api/mail/test', 'mail.monitor', 'none'),
  // The public plan (issue 18): the page's setting is a part of the municipality's profile;
  // its API answers anyone while the page is on.
  row('GET', '/api/companies/:id/public-plan', 'company.editProfile', 'company'),
  row('PUT', '/api/companies/:id/public-plan', 'company.editProfile', 'company'),
  row('GET', '/api/public/:slug', 'public', 'none'),
  row('GET', '/api/public/:slug/events', 'public', 'none'),
  // The calendar feed's address (issue 17): one's own, whatever the subscription.
  row('GET', '/api/calendar-feed', 'ownAccount', 'none'),
  row('POST', '/api/calendar-feed/rotate', 'ownAccount', 'none'),
  row('GET', '/api/dashboard', 'plan.read', 'none', {
    note: "the own company's figures (the Super-Admin: the platform's)",
  }),

  // Companies (municipalities).
  row('GET', '/api/companies', 'plan.read', 'none', {
    note: 'every role reads it: the Super-Admin every municipality, anyone else only their own (decision 031)',
  }),
  row('GET', '/api/companies/export', 'companies.manage', 'none', { note: 'the list as a file' }),
  row('GET', '/api/companies/import/template', 'companies.manage', 'none', {
    note: 'the workbook to fill in',
  }),
  row('POST', '/api/companies/import', 'companies.manage', 'none', {
    note: 'a .csv or .xlsx file of new municipalities',
  }),
  row('POST', '/api/companies', 'companies.manage', 'none'),
  row('GET', '/api/companies/:id', 'plan.read', 'company', { note: 'the company profile' }),
  row('POST', '/api/companies/:id', 'company.editProfile', 'company'),
  row('PUT', '/api/companies/:id', 'company.editProfile', 'company'),
  row('DELETE', '/api/companies/:id', 'companies.manage', 'company', {
    ownerCompanyConflict: true,
  }),
  row('DELETE', '/api/companies/delete-logo/:id', 'company.editProfile', 'company'),
  row('DELETE', '/api/companies/delete-sub-logo/:id', 'company.editProfile', 'company'),
  row('POST', '/api/companies/:id/renew', 'companies.manage', 'company', {
    ownerCompanyConflict: true,
  }),

  // Fiscal years and categories: global, shared by every company.
  row('GET', '/api/fiscal-years', 'config.read', 'none'),
  row('GET', '/api/active-year', 'config.read', 'none'),
  row('GET', '/api/fiscal-years/:id', 'config.read', 'none'),
  row('POST', '/api/fiscal-years', 'config.write', 'none'),
  row('PUT', '/api/fiscal-years/:id', 'config.write', 'none'),
  row('DELETE', '/api/fiscal-years/:id', 'config.write', 'none'),
  row('PUT', '/api/order-fiscal-years', 'config.write', 'none'),
  row('GET', '/api/categories', 'config.read', 'none'),
  row('GET', '/api/categories/:id', 'config.read', 'none'),
  row('POST', '/api/categories', 'config.write', 'none'),
  row('PUT', '/api/categories/:id', 'config.write', 'none'),
  row('DELETE', '/api/categories/:id', 'config.write', 'none'),
  row('PUT', '/api/order-categories', 'config.write', 'none'),
  row('PUT', '/api/order-categories/', 'config.write', 'none', {
    note: 'The original product spells the path with a trailing slash; both are registered',
  }),

  // Users: the Super-Admin's, and an admin's for its own municipality (issue 28).
  row('GET', '/api/all-users', 'ownAccount', 'none', {
    note: "every role reads it: the Super-Admin everyone, an admin their municipality's (users.read), a user their own record (decision 031)",
  }),
  row('GET', '/api/fetch-user/:id', 'users.manage', 'user'),
  row('POST', '/api/register', 'users.manage', 'company', { note: 'company_id of the new user' }),
  row('PUT', '/api/update-user/:id', 'users.manage', 'user'),
  row('DELETE', '/api/delete-user/:id', 'users.manage', 'user'),
  row('PUT', '/api/change-user-password/:id', 'users.manage', 'user'),

  // Events and copies.
  row('GET', '/api/events', 'plan.read', 'company', { note: '?company_id=' }),
  row('GET', '/api/events/export', 'plan.read', 'company', { note: '?company_id=, as a file' }),
  row('GET', '/api/events/import/template', 'plan.read', 'none', {
    note: 'the workbook to fill in',
  }),
  row('POST', '/api/events/import', 'plan.write', 'company', {
    note: 'company_id in the form; a .csv or .xlsx file',
  }),
  row('GET', '/api/events/:id', 'plan.read', 'event'),
  row('GET', '/api/events/:id/status-history', 'plan.read', 'event'),
  // An event's plan (issue 28): the matrix's `user` is an officer without the planning right;
  // officers with it, and limited to wards or branches, are the scope matrix's (below).
  row('POST', '/api/events', 'events.plan', 'company', { note: 'company_id in the body' }),
  row('PUT', '/api/events/:id', 'events.plan', 'event', {
    note: 'the request changes the title: a plan change (progress alone is events.progress, in the scope matrix)',
  }),
  row('DELETE', '/api/events/:id', 'events.plan', 'event'),
  row('PUT', '/api/change-date/:id', 'events.plan', 'event'),
  row('POST', '/api/dublicate-events', 'plan.write', 'event', { note: 'target_events' }),
  row('POST', '/api/copy-selected-events', 'plan.copyToCompanies', 'event', {
    note: "target_events, into the event's own company",
  }),
  row('POST', '/api/copy-events', 'plan.copyToCompanies', 'company', {
    note: "target_companies; source: the owner company's template year",
  }),
  row('POST', '/api/copy-my-events', 'plan.copyOwnYear', 'company', { note: 'company_id' }),

  // Tasks and their proof documents.
  row('GET', '/api/tasks', 'plan.read', 'company', { note: '?company_id=' }),
  row('GET', '/api/tasks/:id', 'plan.read', 'task'),
  row('POST', '/api/tasks', 'events.plan', 'event', { note: 'event_id in the form' }),
  row('POST', '/api/tasks/:id', 'tasks.proof', 'task', {
    note: 'docs/behaviour.md §8: _method=PUT with a new document (proof of work)',
  }),
  row('PUT', '/api/tasks/:id', 'events.plan', 'task', { note: 'renames the task' }),
  row('DELETE', '/api/tasks/:id', 'events.plan', 'task'),
  row('DELETE', '/api/tasks/delete-file/:id', 'tasks.proof', 'task'),

  // Wards and branches (issue 28, docs/decisions/037): everyone of the municipality reads
  // them, its admin edits them; the ward count is the Super-Admin's (a boundary change).
  row('GET', '/api/wards', 'plan.read', 'company', { note: '?company_id=' }),
  row('PUT', '/api/wards/:number', 'org.write', 'company', {
    note: "a ward office's name and contact; company_id in the body",
  }),
  row('PUT', '/api/ward-count', 'companies.manage', 'company', { note: 'company_id in the body' }),
  row('GET', '/api/branches', 'plan.read', 'company', { note: '?company_id=' }),
  row('POST', '/api/branches', 'org.write', 'company', { note: 'company_id in the body' }),
  row('PUT', '/api/branches/:id', 'org.write', 'branch'),
  row('DELETE', '/api/branches/:id', 'org.write', 'branch'),
  row('PUT', '/api/order-branches', 'org.write', 'company', { note: 'company_id in the body' }),

  // Other documents.
  row('GET', '/api/other-documents', 'plan.read', 'company', { note: '?company_id=' }),
  row('GET', '/api/other-documents/:id', 'plan.read', 'document'),
  row('POST', '/api/other-documents', 'plan.write', 'company', { note: '?company_id=' }),
  row('POST', '/api/other-documents/:id', 'plan.write', 'document'),
  row('PUT', '/api/other-documents/:id', 'plan.write', 'document'),
  row('DELETE', '/api/other-documents/:id', 'plan.write', 'document'),

  // Reports.
  row('GET', '/api/reports/progress', 'plan.read', 'company', { note: '?company_id=' }),
  row('GET', '/api/reports/progress.xlsx', 'plan.read', 'company', { note: '?company_id=' }),
  row('GET', '/api/reports/progress/companies', 'companies.manage', 'none', {
    note: 'the national table: every municipality at once',
  }),

  // The activity log (issue 16).
  row('GET', '/api/activity', 'activity.read', 'company', {
    note: '?company_id= (the Super-Admin may leave it out: every entry)',
  }),

  // The trash (issue 16): read as the log is; restore and purge are writes of the item's plan.
  row('GET', '/api/trash', 'activity.read', 'company', {
    note: '?company_id= (the Super-Admin may leave it out: every item)',
  }),
  row('POST', '/api/trash/:id/restore', 'plan.write', 'document', {
    note: 'a trash item of the company (a deleted other document)',
  }),
  row('DELETE', '/api/trash/:id', 'plan.write', 'document', {
    note: 'a trash item of the company (a deleted other document)',
  }),
  // Undoing a bulk operation: a write of the batch's municipality's plan, by whoever made it
  // (the cell's caller makes the duplicate when it may) or the Super-Admin.
  row('POST', '/api/batches/:id/undo', 'plan.write', 'company', {
    note: "a duplicate of one of the company's events, made by the caller when it may",
  }),
];

/**
 * Routes under /api that are not in the matrix, each with its reason. Everything else the
 * server registers must have exactly one row above.
 */
export const NOT_IN_MATRIX: readonly {
  test: (method: string, url: string) => boolean;
  why: string;
}[] = [
  {
    test: (method) => method === 'HEAD',
    why: 'Fastify adds a HEAD twin to every GET route; it runs the same handler and checks',
  },
  {
    test: (_method, url) => url === '/api/docs' || url.startsWith('/api/docs/'),
    why: 'the OpenAPI browser (swagger-ui): static pages, public by design, no data of any company',
  },
];

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Who calls: the five kinds of callers of the issue (an expired company's user and admin). */
export const CALLERS = [
  'anonymous',
  'user',
  'admin',
  'Super-Admin',
  'expired user',
  'expired admin',
] as const;
export type Caller = (typeof CALLERS)[number];

export const callerRole = (caller: Caller): RoleName | null =>
  caller === 'anonymous'
    ? null
    : caller === 'expired user'
      ? 'user'
      : caller === 'expired admin'
        ? 'admin'
        : caller;
export const callerExpired = (caller: Caller) => caller.startsWith('expired');

/**
 * Whose rows a cell works on: the caller's own company's, another company's, or none (a route
 * that works on nothing of a company). For the Super-Admin "own" is the owner company.
 */
export type Whose = 'own' | 'other' | 'none';

export const targetsOf = (r: RouteRow): Whose[] =>
  r.target === 'none' ? ['none'] : ['own', 'other'];

/**
 * Whether the table tells a company's own rows from another's for this action: some role may
 * do it on its own company only. Actions of the Super-Admin alone (companies, users,
 * configuration) are about no one company: the role may or may not, whatever the target.
 */
export const companyScoped = (action: Action): boolean =>
  ROLES.some((role) => PERMISSIONS[action][role] === 'own');

export type Expected = { status: 200 } | { status: 401 | 403 | 404 | 409; code: ErrorCode };

/** The matrix's officers (`user`, `expired user`) have no planning right (issue 28). */
const callerCanPlan = (_caller: Caller) => false;

/**
 * The answer docs/behaviour.md §3 gives, derived from the permission table. When several
 * refusals apply, the first wins:
 * 1. no (valid) token → 401 UNAUTHENTICATED (public routes answer everyone);
 * 2. another company's row, for a role whose scope is not "any company" → 404 NOT_FOUND
 *    ("a row of another company: never reveal it exists", also for a role that could not
 *    have changed it anyway);
 * 3. a role that may never do the action → 403 FORBIDDEN (docs/behaviour.md §2 is silent on a user of
 *    an expired company trying what users may never do; the server says FORBIDDEN, which
 *    does not depend on the subscription); so is an event's plan for an officer without the
 *    planning right (docs/decisions/037: true whatever the subscription);
 * 4. a write by a user of an expired company → 403 COMPANY_EXPIRED;
 * 5. the owner company, for deleting or renewing it → 409 CONFLICT;
 * 6. otherwise 2xx.
 */
export function expectedOutcome(r: RouteRow, caller: Caller, whose: Whose): Expected {
  if (r.action === 'public') return { status: 200 };
  const role = callerRole(caller);
  if (!role) return { status: 401, code: 'UNAUTHENTICATED' };
  const scope = PERMISSIONS[r.action][role];
  if (whose === 'other' && scope !== 'any' && companyScoped(r.action)) {
    return { status: 404, code: 'NOT_FOUND' };
  }
  if (scope === false) return { status: 403, code: 'FORBIDDEN' };
  if (r.action === 'events.plan' && role === 'user' && !callerCanPlan(caller)) {
    return { status: 403, code: 'FORBIDDEN' };
  }
  if (callerExpired(caller) && WRITE_ACTIONS.has(r.action)) {
    return { status: 403, code: 'COMPANY_EXPIRED' };
  }
  if (r.ownerCompanyConflict && role === 'Super-Admin' && whose === 'own') {
    return { status: 409, code: 'CONFLICT' };
  }
  return { status: 200 };
}

export interface Cell {
  route: RouteRow;
  caller: Caller;
  whose: Whose;
  expected: Expected;
  /** The test's name: "DELETE /api/events/:id · admin · other company → 404". */
  name: string;
}

const whoseLabel = (caller: Caller, whose: Whose) =>
  whose === 'none'
    ? ''
    : caller === 'anonymous'
      ? whose === 'own'
        ? ' · company A'
        : ' · company B'
      : whose === 'own'
        ? ' · own company'
        : ' · other company';

/** Every route × every caller × own and another company's rows. */
export function matrixCells(routes: readonly RouteRow[] = ROUTES): Cell[] {
  return routes.flatMap((route) =>
    CALLERS.flatMap((caller) =>
      targetsOf(route).map((whose) => {
        const expected = expectedOutcome(route, caller, whose);
        const answer =
          expected.status === 200
            ? '2xx'
            : `${expected.status} ${'code' in expected ? expected.code : ''}`;
        return {
          route,
          caller,
          whose,
          expected,
          name: `${routeKey(route)} · ${caller}${whoseLabel(caller, whose)} → ${answer}`,
        };
      }),
    ),
  );
}

// ---- The scope matrix (issue 28, docs/decisions/037) -----------------------------------------

/**
 * Officers of company A and what limits them: the wards and branches of their scope (`A1` and
 * `A2` are two of its branches) and whether they may plan. Admins are never limited: the
 * matrix above covers them.
 */
export const OFFICERS = {
  officer: { wards: [], branches: [], canPlan: false },
  planner: { wards: [], branches: [], canPlan: true },
  'ward-5 officer': { wards: [5], branches: [], canPlan: false },
  'ward-5 planner': { wards: [5], branches: [], canPlan: true },
  'branch-A1 officer': { wards: [], branches: ['A1'], canPlan: false },
  'branch-A1 planner': { wards: [], branches: ['A1'], canPlan: true },
  'ward-5 branch-A1 planner': { wards: [5], branches: ['A1'], canPlan: true },
} as const satisfies Record<
  string,
  { wards: readonly number[]; branches: readonly ('A1' | 'A2')[]; canPlan: boolean }
>;
export type Officer = keyof typeof OFFICERS;

/** Where an event of company A is: its wards (none: the whole municipality) and its branch. */
export const PLACES = {
  'ward 5': { wards: [5], branch: null },
  'ward 3': { wards: [3], branch: null },
  'wards 3 and 5': { wards: [3, 5], branch: null },
  'whole municipality': { wards: [], branch: null },
  'branch A1': { wards: [], branch: 'A1' },
  'branch A2': { wards: [], branch: 'A2' },
  'ward 5 of branch A1': { wards: [5], branch: 'A1' },
  'ward 5 of branch A2': { wards: [5], branch: 'A2' },
} as const satisfies Record<string, { wards: readonly number[]; branch: 'A1' | 'A2' | null }>;
export type Place = keyof typeof PLACES;

/** What an officer does to an event: its progress, its proof, or its plan. */
export interface ScopeRoute {
  method: Method;
  url: string;
  /** What the request does (one route, PUT /api/events/:id, does two). */
  what: string;
  action: 'plan.read' | 'events.progress' | 'tasks.proof' | 'events.plan';
  /** POST /api/events: wards or a branch left out start in the officer's scope. */
  creates?: true;
}

export const SCOPE_ROUTES: readonly ScopeRoute[] = [
  { method: 'GET', url: '/api/events/:id', what: 'read', action: 'plan.read' },
  { method: 'PUT', url: '/api/events/:id', what: 'progress', action: 'events.progress' },
  { method: 'PUT', url: '/api/events/:id', what: 'plan change', action: 'events.plan' },
  { method: 'POST', url: '/api/events', what: 'create', action: 'events.plan', creates: true },
  { method: 'DELETE', url: '/api/events/:id', what: 'delete', action: 'events.plan' },
  { method: 'PUT', url: '/api/change-date/:id', what: 're-date', action: 'events.plan' },
  { method: 'POST', url: '/api/tasks', what: 'add a task', action: 'events.plan' },
  { method: 'PUT', url: '/api/tasks/:id', what: 'rename a task', action: 'events.plan' },
  { method: 'DELETE', url: '/api/tasks/:id', what: 'delete a task', action: 'events.plan' },
  { method: 'POST', url: '/api/tasks/:id', what: 'upload proof', action: 'tasks.proof' },
  {
    method: 'DELETE',
    url: '/api/tasks/delete-file/:id',
    what: 'remove proof',
    action: 'tasks.proof',
  },
];

export type ScopeExpected = { status: 200 } | { status: 403; key: 'progressOnly' | 'outside' };

/**
 * docs/decisions/037: reading is never limited; progress and proof need the event inside the
 * officer's scope; planning needs the planning right first, then the scope. What a limited
 * officer creates without wards or a branch starts in their wards and first branch.
 */
export function expectedScope(r: ScopeRoute, officer: Officer, place: Place): ScopeExpected {
  if (r.action === 'plan.read') return { status: 200 };
  const o = OFFICERS[officer];
  if (r.action === 'events.plan' && !o.canPlan) return { status: 403, key: 'progressOnly' };
  const p = PLACES[place];
  const where = r.creates
    ? {
        wards: p.wards.length > 0 ? p.wards : o.wards,
        branch: p.branch ?? (o.branches as readonly ('A1' | 'A2')[])[0] ?? null,
      }
    : p;
  // Every limit that is set must hold; a municipality-level event is outside a ward limit.
  const wards: readonly number[] = o.wards;
  const branches: readonly string[] = o.branches;
  const wardHolds = wards.length === 0 || where.wards.some((w) => wards.includes(w));
  const branchHolds =
    branches.length === 0 || (where.branch !== null && branches.includes(where.branch));
  const reached = wardHolds && branchHolds;
  return reached ? { status: 200 } : { status: 403, key: 'outside' };
}

export interface ScopeCell {
  route: ScopeRoute;
  officer: Officer;
  place: Place;
  expected: ScopeExpected;
  name: string;
}

/** Every event route an officer uses × every officer × every place of an event. */
export function scopeCells(): ScopeCell[] {
  return SCOPE_ROUTES.flatMap((route) =>
    (Object.keys(OFFICERS) as Officer[]).flatMap((officer) =>
      (Object.keys(PLACES) as Place[]).map((place) => {
        const expected = expectedScope(route, officer, place);
        const answer = expected.status === 200 ? '2xx' : `403 ${expected.key}`;
        return {
          route,
          officer,
          place,
          expected,
          name: `${route.method} ${route.url} (${route.what}) · ${officer} · ${place} → ${answer}`,
        };
      }),
    ),
  );
}
