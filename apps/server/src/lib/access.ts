import {
  PERMISSIONS,
  ROLES,
  WRITE_ACTIONS,
  inScope,
  wardsLabel,
  type Action,
  type RoleName,
} from '@karyayojana/contracts';
import { AppError } from './errors.js';

/** Who is asking: what the access module needs to know about the signed-in user. */
export interface Actor {
  id: number;
  /** The person's name, as the activity log and the trash record who did what. */
  name?: string;
  role: RoleName;
  companyId: number;
  /** The actor's own company has passed its expiry date (the owner company never does). */
  companyExpired: boolean;
  /**
   * An officer's limits (issue 28, docs/decisions/037): the wards and branches their work is
   * limited to (empty or absent: none) and whether they may plan. Admins are never limited.
   */
  scopeWards?: readonly number[];
  scopeBranchIds?: readonly number[];
  canPlan?: boolean;
}

/** Where an event is: what an officer's scope is checked against. */
export interface EventPlace {
  company_id: number;
  wards: readonly number[];
  branch_id: number | null;
}

/** Whether the actor's work is limited to wards or branches (only an officer's can be). */
export function isLimited(actor: Actor): boolean {
  return (
    actor.role === 'user' &&
    ((actor.scopeWards?.length ?? 0) > 0 || (actor.scopeBranchIds?.length ?? 0) > 0)
  );
}

/** Whether an event lies inside the actor's scope (always, for an admin or the Super-Admin). */
export function actorReaches(actor: Actor, place: Omit<EventPlace, 'company_id'>): boolean {
  if (actor.role !== 'user') return true;
  return inScope(
    { scope_wards: actor.scopeWards ?? [], scope_branch_ids: actor.scopeBranchIds ?? [] },
    place,
  );
}

/**
 * The one place that decides what an officer may do to an event (docs/decisions/037), after the
 * table's own check (404 for another company, 403 for a role that never may, 403 for an
 * expired company): planning needs `can_plan`; progress, proof and planning need the event
 * inside the officer's scope. A refusal is 403 with a sentence naming the scope;
 * `branchNames` turns the scope's branch ids into names for it.
 */
export function authorizeEvent(
  actor: Actor,
  action: 'plan.read' | 'events.plan' | 'events.progress' | 'tasks.proof',
  place: EventPlace,
  branchNames: ReadonlyMap<number, string> = new Map(),
): void {
  // An officer who may not plan hears that first, expired municipality or not: it is true
  // whatever the date. Another company's event is still a 404 before anything.
  if (actor.role === 'user' && action === 'events.plan' && !actor.canPlan) {
    authorize(actor, 'plan.read', place.company_id);
    throw new AppError('FORBIDDEN', { key: 'scope.progressOnly' });
  }
  authorize(actor, action, place.company_id);
  if (actor.role !== 'user' || action === 'plan.read') return;
  if (!actorReaches(actor, place)) throw outOfScope(actor, branchNames);
}

/** 403: "this event is outside your scope (वडा नं ५)". */
export function outOfScope(actor: Actor, branchNames: ReadonlyMap<number, string>): AppError {
  return new AppError('FORBIDDEN', {
    key: 'scope.outside',
    params: {
      scope_ne: scopeWords(actor, branchNames, 'ne'),
      scope_en: scopeWords(actor, branchNames, 'en'),
    },
  });
}

/** An officer's scope in words: "वडा नं ५, पूर्वाधार विकास शाखा". */
export function scopeWords(
  actor: Actor,
  branchNames: ReadonlyMap<number, string>,
  lang: 'ne' | 'en',
): string {
  const parts: string[] = [];
  if (actor.scopeWards?.length) parts.push(wardsLabel(actor.scopeWards, lang));
  for (const id of actor.scopeBranchIds ?? []) {
    parts.push(branchNames.get(id) ?? (lang === 'ne' ? `शाखा ${id}` : `branch ${id}`));
  }
  return parts.join(lang === 'ne' ? ', ' : ', ');
}

/** Whether the table tells own rows from another company's for this action (some role: own). */
const companyScoped = (action: Action) => ROLES.some((r) => PERMISSIONS[action][r] === 'own');

/**
 * The one place that answers "may this actor do this?", from the table of docs/behaviour.md §2.
 * Throws 404 when the row belongs to a company the actor may not touch, first: another
 * company's rows are never revealed, not even by a 403 to a role that could not have changed
 * them (a 403 there and a 404 for a missing id would tell which ids exist). Then 403 FORBIDDEN
 * when the role may never do it, and 403 COMPANY_EXPIRED for a write by a user of an expired
 * company. Actions of the Super-Admin alone (companies, users, configuration) are about no
 * one company: for other roles they are 403 whatever the target.
 *
 * `targetCompanyId`: the company that owns the row or that the request names.
 */
export function authorize(actor: Actor, action: Action, targetCompanyId?: number): void {
  const scope = PERMISSIONS[action][actor.role];
  if (
    targetCompanyId !== undefined &&
    targetCompanyId !== actor.companyId &&
    scope !== 'any' &&
    companyScoped(action)
  ) {
    throw new AppError('NOT_FOUND');
  }
  if (scope === false) throw new AppError('FORBIDDEN');
  if (actor.companyExpired && WRITE_ACTIONS.has(action)) throw new AppError('COMPANY_EXPIRED');
}

/**
 * The company whose rows a request works on: the one it names (`?company_id=`) when the
 * actor's scope is `any`, otherwise the actor's own; naming another company with an `own`
 * scope is a 404. Also runs `authorize`.
 */
export function companyFor(actor: Actor, action: Action, requested?: number | null): number {
  const target = requested ?? actor.companyId;
  authorize(actor, action, target);
  return target;
}
