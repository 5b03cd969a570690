import { inScope, roleMay, type Action, type Event, type User } from '@karyayojana/contracts';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';
import { officerScope } from '@/lib/queries/officer-scope';

/** Where an event is: its wards and branch, all inScope reads. */
export type EventPlace = Pick<Event, 'wards' | 'branch_id'>;

export interface EventPermissions {
  /** Admin work on the plan: import, duplicate, copy, the trash (plan.write). */
  canWrite: boolean;
  /** Send events to other municipalities. */
  canTransfer: boolean;
  /**
   * Plan this event (edit, delete, re-date, its tasks), or without an event, create one: an
   * admin or the Super-Admin, or an officer with can_plan inside their scope.
   */
  canPlan: boolean;
  /** Record this event's progress (status, outcome, completion, spent, physical progress). */
  canProgress: boolean;
  /** Upload, replace or remove a task's proof: as progress. */
  canDocument: boolean;
  /** An officer who could record progress, but this event lies outside their scope. */
  outsideScope: boolean;
  /** Why planning is refused: outside the scope (with can_plan), no right to plan, or null. */
  planRefusal: 'outside' | 'noPlanRight' | null;
}

/**
 * What `user` may do with `event` (docs/decisions/037); without an event, what they may do at
 * all. The server's access module decides again with the same `inScope`.
 */
export function eventPermissions(user: User, event?: EventPlace): EventPermissions {
  const roles = roleNames(user);
  const may = (action: Action) => roles.some((r) => roleMay(r, action));
  const admin = may('plan.write');
  const officer = !admin && roles.includes('user');
  const scope = officerScope(user);
  const inside = !event || !scope || inScope(scope, event);
  const progress = admin || (officer && may('events.progress') && inside);
  const planner = officer && user.can_plan === true && may('events.plan');
  const canPlan = admin || (planner && inside);
  return {
    canWrite: admin,
    canTransfer: may('plan.copyToCompanies'),
    canPlan,
    planRefusal: canPlan ? null : planner ? 'outside' : 'noPlanRight',
    canProgress: progress,
    canDocument: progress && may('tasks.proof'),
    outsideScope: officer && !inside,
  };
}

/** What the signed-in user may do on these screens (docs/behaviour.md §2); the server checks again. */
export function useEventPermissions(event?: EventPlace): EventPermissions {
  return eventPermissions(useCurrentUser(), event);
}
