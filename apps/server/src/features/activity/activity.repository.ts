import type { Kysely } from 'kysely';
import type { ActivityAction, ActivityEntity } from '@karyayojana/contracts';
import type { Database } from '../../db/schema.js';

export interface ActivityFilters {
  /** null: every municipality and the platform's own entries (the Super-Admin's whole log). */
  companyId: number | null;
  entity?: ActivityEntity | undefined;
  entityId?: number | undefined;
  /** One event's entries and those of its tasks (ids: its tasks, those in the trash too). */
  event?: { id: number; taskIds: number[] } | undefined;
  userId?: number | undefined;
  action?: ActivityAction | undefined;
  /** ISO times, `from` included, `to` excluded. */
  fromAt?: string | undefined;
  toAt?: string | undefined;
}

/**
 * The activity log's reads. Each page is read newest first by id, along one of the log's
 * indexes: (company_id, id), (entity, entity_id, id), (user_id, id).
 */
export function activityRepository(db: Kysely<Database>) {
  function filtered(f: ActivityFilters) {
    let q = db.selectFrom('activity_log');
    if (f.companyId !== null) q = q.where('company_id', '=', f.companyId);
    if (f.entity !== undefined) q = q.where('entity', '=', f.entity);
    if (f.entityId !== undefined) q = q.where('entity_id', '=', f.entityId);
    const event = f.event;
    if (event !== undefined) {
      q = q.where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'event'), eb('entity_id', '=', event.id)]),
          ...(event.taskIds.length > 0
            ? [
                eb.and([
                  eb('entity', 'in', ['task', 'task_document']),
                  eb('entity_id', 'in', event.taskIds),
                ]),
              ]
            : []),
        ]),
      );
    }
    if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
    if (f.action !== undefined) q = q.where('action', '=', f.action);
    if (f.fromAt !== undefined) q = q.where('at', '>=', f.fromAt);
    if (f.toAt !== undefined) q = q.where('at', '<', f.toAt);
    return q;
  }
  const pageQuery = (f: ActivityFilters, limit: number, offset: number) =>
    filtered(f).selectAll().orderBy('id', 'desc').limit(limit).offset(offset);
  return {
    /** A page's query, unexecuted (the tests read its plan). */
    pageQuery,
    list(f: ActivityFilters, limit: number, offset: number) {
      return pageQuery(f, limit, offset).execute();
    },
    async count(f: ActivityFilters): Promise<number> {
      const r = await filtered(f)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type ActivityRow = Awaited<
  ReturnType<ReturnType<typeof activityRepository>['list']>
>[number];
