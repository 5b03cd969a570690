import {
  PERMISSIONS,
  ROLES,
  WRITE_ACTIONS,
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
