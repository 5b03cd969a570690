import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { authorize, authorizeEvent, type Actor } from '../../lib/access.js';
import { organisationChecks } from '../organisation/organisation.service.js';
import { eventsRepository } from './events.repository.js';

/**
 * The access check for a write that hangs on an event (its tasks, its proof): the table's
 * check, then, for an officer, their planning right and scope against the event's wards and
 * branch (lib/access.ts authorizeEvent, docs/decisions/037).
 */
export async function guardEvent(
  db: Kysely<Database>,
  actor: Actor,
  action: 'plan.read' | 'events.plan' | 'events.progress' | 'tasks.proof',
  event: { id: number; company_id: number; branch_id: number | null },
): Promise<void> {
  if (actor.role !== 'user' || action === 'plan.read') {
    authorize(actor, action, event.company_id);
    return;
  }
  const wards = await eventsRepository(db).wardsOfOne(event.id);
  const names = await organisationChecks(db).branchNames(actor.companyId, 'ne');
  authorizeEvent(
    actor,
    action,
    { company_id: event.company_id, wards, branch_id: event.branch_id },
    names,
  );
}
