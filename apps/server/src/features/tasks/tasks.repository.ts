import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lookupId } from '../../lib/ids.js';

/** Every SQL statement about tasks. */
export function tasksRepository(db: Kysely<Database>) {
  const withFile = () =>
    db
      .selectFrom('tasks as t')
      .leftJoin('stored_files as f', 'f.id', 't.file_id')
      .select([
        't.id',
        't.company_id',
        't.event_id',
        't.name',
        't.file_id',
        'f.key as file_key',
        'f.original_name as file_name',
        'f.size as file_size',
        'f.mime as file_mime',
      ]);
  return {
    /** The tasks of many events at once, in the order they were written. */
    ofEvents(eventIds: number[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return withFile().where('t.event_id', 'in', eventIds).orderBy('t.id').execute();
    },
    /** A municipality's tasks (of one event, when named) in the order they were made. */
    ofCompany(companyId: number, eventId: number | undefined, limit: number, offset: number) {
      let query = withFile().where('t.company_id', '=', lookupId(companyId));
      if (eventId !== undefined) query = query.where('t.event_id', '=', lookupId(eventId));
      return query.orderBy('t.id').limit(limit).offset(offset).execute();
    },
    async countOfCompany(companyId: number, eventId?: number): Promise<number> {
      let query = db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', lookupId(companyId));
      if (eventId !== undefined) query = query.where('event_id', '=', lookupId(eventId));
      const row = await query.executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    find(id: number) {
      return withFile().where('t.id', '=', id).executeTakeFirst();
    },
    async insertMany(companyId: number, eventId: number, names: string[], now: string) {
      if (names.length === 0) return;
      await db
        .insertInto('tasks')
        .values(
          names.map((name) => ({
            company_id: companyId,
            event_id: eventId,
            name,
            file_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    async insert(
      companyId: number,
      eventId: number,
      name: string,
      fileId: number | null,
      now: string,
    ) {
      const r = await db
        .insertInto('tasks')
        .values({
          company_id: companyId,
          event_id: eventId,
          name,
          file_id: fileId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async update(
      id: number,
      values: { name?: string; file_id?: number | null; event_id?: number },
      now: string,
    ) {
      await db
        .updateTable('tasks')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: number) {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },
    /** File ids of the tasks of some events (their files go when the events go). */
    async fileIdsOfEvents(eventIds: number[]): Promise<number[]> {
      if (eventIds.length === 0) return [];
      const rows = await db
        .selectFrom('tasks')
        .select('file_id')
        .where('event_id', 'in', eventIds)
        .where('file_id', 'is not', null)
        .execute();
      return rows.map((r) => r.file_id).filter((id): id is number => id !== null);
    },
  };
}
