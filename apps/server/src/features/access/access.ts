import { PERMISSIONS, WRITE_ACTIONS, type Action, type RoleName } from '@karyayojana/contracts';
import { AppError } from '../../lib/errors.js';

/** Who is asking: what the access module needs to know about the signed-in user. */
export interface Actor {
  id: number;
  role: RoleName;
  companyId: number;
  /** The actor's own company has passed its expiry date (the owner company never does). */
  companyExpired: boolean;
}

/**
 * The one place that answers "may this actor do this?", from the table of contract.md §3.
 * Throws 403 FORBIDDEN when the role may never do it, 403 COMPANY_EXPIRED for a write by a
 * user of an expired company, and 404 when the row belongs to a company the actor may not
 * touch (another company's rows are never revealed).
 *
 * `targetCompanyId`: the company that owns the row or that the request names.
 */
export function authorize(actor: Actor, action: Action, targetCompanyId?: number): void {
  const scope = PERMISSIONS[action][actor.role];
  if (scope === false) throw new AppError('FORBIDDEN');
  if (targetCompanyId !== undefined && scope === 'own' && targetCompanyId !== actor.companyId) {
    throw new AppError('NOT_FOUND');
  }
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

/** Whether the actor may do the action at all (for choices that are not errors). */
export function may(actor: Actor, action: Action, targetCompanyId?: number): boolean {
  try {
    authorize(actor, action, targetCompanyId);
    return true;
  } catch {
    return false;
  }
}
