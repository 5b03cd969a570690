import type { Kysely, Transaction } from 'kysely';
import {
  PERMISSIONS,
  type TrashItem,
  type TrashKind,
  type TrashList,
  type trashQuery,
} from '@karyayojana/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { recordActivity } from '../../lib/activity.js';
import { activitySummary, type SummaryKey } from '../../lib/activity-summary.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { FilesService, StoredRef } from '../files/files.service.js';
import { filesRepository } from '../files/files.repository.js';

/**
 * The trash (issue 16, docs/decisions/023-activity-and-trash.md, "Trash"). A delete moves the
 * rows, in its own transaction, into one trash row: `snapshot` holds them as they were
 * (`{ table: rows[] }`), `file_ids` the stored files they point at. The stored_files rows and
 * the files on disk stay until the item is purged, so a restore brings back the same bytes.
 * Every other read (lists, timeline, dashboards, reports, exports, copies, the read cache)
 * sees only live rows and so ignores the trash without knowing of it.
 */

type Row = Record<string, unknown>;
interface Snapshot {
  events?: Row[];
  event_categories?: Row[];
  event_wards?: Row[];
  tasks?: Row[];
  event_status_history?: Row[];
  other_documents?: Row[];
  /** A task document: the task it belonged to and its file. */
  task_document?: { task_id: number; file_id: number }[];
  /** For a task or a task's document: the event it belonged to (for the list). */
  event?: { id: number; title: string } | null;
}

const MS_PER_DAY = 86_400_000;
/** The summary of a trash item's entry, by its kind. */
const SUMMARY_OF: Record<TrashKind, SummaryKey> = {
  event: 'activity.summary.event',
  task: 'activity.summary.task',
  task_document: 'activity.summary.taskDocument',
  other_document: 'activity.summary.otherDocument',
};
const trashSummary = (kind: TrashKind, title: string) =>
  activitySummary(SUMMARY_OF[kind], { title, name: title });

const ids = (rows: Row[] | undefined, field: string): number[] =>
  (rows ?? []).map((r) => r[field]).filter((v): v is number => typeof v === 'number');

/** Moves rows to the trash: called by the delete services with their transaction. */
export async function moveToTrash(
  trx: Transaction<Database>,
  ctx: AppContext,
  actor: Actor,
  item: {
    kind: TrashKind;
    entityId: number;
    companyId: number;
    title: string;
    snapshot: Snapshot;
    fileIds: number[];
  },
  /**
   * An undo (features/batches) marks its items with the batch and writes one entry of its own
   * for all of them instead of one per item.
   */
  options: { batchId?: string; record?: boolean } = {},
): Promise<void> {
  const now = ctx.clock.now();
  const deletedAt = now.toISOString();
  await trx
    .insertInto('trash')
    .values({
      company_id: item.companyId,
      kind: item.kind,
      entity_id: item.entityId,
      title: item.title,
      deleted_at: deletedAt,
      deleted_by: actor.id,
      deleted_by_name: actor.name ?? null,
      snapshot: JSON.stringify(item.snapshot),
      file_ids: JSON.stringify(item.fileIds),
      batch_id: options.batchId ?? null,
      purge_after: new Date(now.getTime() + ctx.config.trashDays * MS_PER_DAY).toISOString(),
    })
    .execute();
  if (options.record === false) return;
  await recordActivity(
    trx,
    actor,
    {
      action: 'delete',
      entity: item.kind,
      entityId: item.entityId,
      companyId: item.companyId,
      summary: trashSummary(item.kind, item.title),
      // A proof taken off its task: which file (named by recordActivity), for the event's history.
      changes: item.snapshot.task_document?.[0]
        ? { file_id: [item.snapshot.task_document[0].file_id, null] }
        : null,
    },
    deletedAt,
  );
}

/** The snapshot of an event as it is: its row, its category links, tasks and history. */
export async function eventSnapshot(trx: Kysely<Database>, eventId: number) {
  const events = await trx.selectFrom('events').selectAll().where('id', '=', eventId).execute();
  const eventCategories = await trx
    .selectFrom('event_categories')
    .selectAll()
    .where('event_id', '=', eventId)
    .execute();
  const tasks = await trx
    .selectFrom('tasks')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const eventWards = await trx
    .selectFrom('event_wards')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('ward')
    .execute();
  const history = await trx
    .selectFrom('event_status_history')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const snapshot: Snapshot = {
    events,
    event_categories: eventCategories,
    event_wards: eventWards,
    tasks,
    event_status_history: history,
  };
  return { snapshot, fileIds: ids(tasks, 'file_id') };
}

export async function eventOf(trx: Kysely<Database>, eventId: number) {
  const e = await trx
    .selectFrom('events')
    .select(['id', 'title'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  return e ? { id: e.id, title: e.title } : null;
}

/** The stored-file ids a trash row holds (its `file_ids` JSON). */
const fileIdsOf = (text: string): number[] =>
  (JSON.parse(text) as unknown[]).filter((v): v is number => typeof v === 'number');

function parse(row: { snapshot: string; file_ids: string }): {
  snapshot: Snapshot;
  fileIds: number[];
} {
  return { snapshot: JSON.parse(row.snapshot) as Snapshot, fileIds: fileIdsOf(row.file_ids) };
}

/** Inserts rows in slices, within the databases' limits on bound values per statement. */
async function insertRows(
  trx: Transaction<Database>,
  table:
    | 'events'
    | 'event_categories'
    | 'event_wards'
    | 'tasks'
    | 'event_status_history'
    | 'other_documents',
  rows: Row[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) {
    await trx
      .insertInto(table)
      .values(rows.slice(at, at + 500))
      .execute();
  }
}

/** Re-inserts an item's rows with their ids; a 409 when what they hang on is gone. */
async function putBack(trx: Transaction<Database>, kind: TrashKind, s: Snapshot): Promise<void> {
  const eventExists = async (id: number) =>
    !!(await trx.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());

  if (kind === 'event') {
    for (const e of s.events ?? []) {
      const fy = await trx
        .selectFrom('fiscal_years')
        .select('id')
        .where('id', '=', e.fiscal_year_id as number)
        .executeTakeFirst();
      if (!fy) throw conflict('trash.fiscalYearGone');
      // A branch deleted since: the event comes back without one (migration 016).
      const branchId = typeof e.branch_id === 'number' ? e.branch_id : null;
      const branch =
        branchId === null
          ? null
          : await trx
              .selectFrom('branches')
              .select('id')
              .where('id', '=', branchId)
              .where('company_id', '=', e.company_id as number)
              .executeTakeFirst();
      await trx
        .insertInto('events')
        .values({ ...e, branch_id: branch ? branchId : null } as never)
        .execute();
    }
    // Wards the municipality no longer has (its count lowered since) are left out.
    const wardRows = s.event_wards ?? [];
    if (wardRows.length > 0) {
      const company = await trx
        .selectFrom('companies')
        .select('ward_count')
        .where('id', '=', wardRows[0]?.company_id as number)
        .executeTakeFirst();
      const count = company?.ward_count ?? 0;
      await insertRows(
        trx,
        'event_wards',
        wardRows.filter((w) => (w.ward as number) <= count),
      );
    }
    const links = s.event_categories ?? [];
    if (links.length > 0) {
      const live = new Set(
        (
          await trx
            .selectFrom('categories')
            .select('id')
            .where('id', 'in', ids(links, 'category_id'))
            .execute()
        ).map((c) => c.id),
      );
      const kept = links.filter((l) => live.has(l.category_id as number));
      await insertRows(trx, 'event_categories', kept);
    }
    await insertRows(trx, 'tasks', s.tasks ?? []);
    const history = s.event_status_history ?? [];
    if (history.length > 0) {
      // A person deleted since keeps their name on the line, as a deleted account's do.
      const users = new Set(
        (
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', 'in', [0, ...ids(history, 'user_id')])
            .execute()
        ).map((u) => u.id),
      );
      const rows = history.map((h) =>
        typeof h.user_id === 'number' && !users.has(h.user_id) ? { ...h, user_id: null } : h,
      );
      await insertRows(trx, 'event_status_history', rows);
    }
    return;
  }
  if (kind === 'task') {
    for (const t of s.tasks ?? []) {
      if (!(await eventExists(t.event_id as number))) throw conflict('trash.restoreEventFirst');
      await trx
        .insertInto('tasks')
        .values(t as never)
        .execute();
    }
    return;
  }
  if (kind === 'task_document') {
    for (const d of s.task_document ?? []) {
      const task = await trx
        .selectFrom('tasks')
        .select(['id', 'file_id'])
        .where('id', '=', d.task_id)
        .executeTakeFirst();
      if (!task) throw conflict('trash.restoreTaskFirst');
      if (task.file_id !== null) throw conflict('trash.taskHasDocument');
      await trx
        .updateTable('tasks')
        .set({ file_id: d.file_id })
        .where('id', '=', d.task_id)
        .execute();
    }
    return;
  }
  for (const d of s.other_documents ?? []) {
    await trx
      .insertInto('other_documents')
      .values(d as never)
      .execute();
  }
}

export function trashService(ctx: AppContext, files: FilesService) {
  /** The item, if the actor may write its company's plan; another company's is a 404. */
  async function load(actor: Actor, id: number) {
    const row = await ctx.db
      .selectFrom('trash')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    authorize(actor, 'plan.write', row.company_id);
    return row;
  }

  /** Deletes trash rows and their stored_files rows; returns the files to take off the disk. */
  async function purgeRows(
    trx: Transaction<Database>,
    rows: { id: number; file_ids: string }[],
  ): Promise<StoredRef[]> {
    if (rows.length === 0) return [];
    const fileIds = rows.flatMap((r) => fileIdsOf(r.file_ids));
    await trx
      .deleteFrom('trash')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    // A file a live row points at again (never expected) stays.
    const live = new Set(
      fileIds.length === 0
        ? []
        : [
            ...(
              await trx
                .selectFrom('tasks')
                .select('file_id')
                .where('file_id', 'in', fileIds)
                .execute()
            ).map((r) => r.file_id),
            ...(
              await trx
                .selectFrom('other_documents')
                .select('file_id')
                .where('file_id', 'in', fileIds)
                .execute()
            ).map((r) => r.file_id),
          ],
    );
    return filesRepository(trx).deleteByIds(fileIds.filter((f) => !live.has(f)));
  }

  return {
    async list(actor: Actor, query: z.infer<typeof trashQuery>): Promise<TrashList> {
      authorize(actor, 'activity.read', query.company_id);
      const all = PERMISSIONS['activity.read'][actor.role] === 'any';
      const companyId = all ? (query.company_id ?? null) : actor.companyId;
      if (all && companyId !== null && !(await companiesRepository(ctx.db).find(companyId))) {
        throw notFound();
      }
      let q = ctx.db.selectFrom('trash');
      if (companyId !== null) q = q.where('company_id', '=', companyId);
      if (query.kind) q = q.where('kind', '=', query.kind);
      const total = Number(
        (await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
      const rows = await q
        .selectAll()
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute();
      const data: TrashItem[] = rows.map((r) => {
        const { snapshot, fileIds } = parse(r);
        return {
          id: r.id,
          kind: r.kind as TrashKind,
          entity_id: r.entity_id,
          company_id: r.company_id,
          title: r.title,
          event: snapshot.event ?? null,
          deleted_at: r.deleted_at,
          deleted_by: { id: r.deleted_by, name: r.deleted_by_name },
          purge_after: r.purge_after,
          tasks: (snapshot.tasks ?? []).length,
          files: fileIds.length,
        };
      });
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },

    /** Puts the rows back with their ids, tasks and files, and forgets the item. */
    async restore(actor: Actor, id: number): Promise<void> {
      const item = await load(actor, id);
      const kind = item.kind as TrashKind;
      await ctx.db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('trash').where('id', '=', id).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw new AppError('NOT_FOUND');
        await putBack(trx, kind, parse(item).snapshot);
        await recordActivity(
          trx,
          actor,
          {
            action: 'restore',
            entity: kind,
            entityId: item.entity_id,
            companyId: item.company_id,
            summary: trashSummary(kind, item.title),
          },
          isoNow(ctx.clock),
        );
      });
    },

    /** Purges one item now: its rows are gone for good, its files leave the disk. */
    async purge(actor: Actor, id: number): Promise<void> {
      const item = await load(actor, id);
      const kind = item.kind as TrashKind;
      const removed = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('trash')
          .select(['id', 'file_ids'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('NOT_FOUND');
        const refs = await purgeRows(trx, [row]);
        await recordActivity(
          trx,
          actor,
          {
            action: 'purge',
            entity: kind,
            entityId: item.entity_id,
            companyId: item.company_id,
            summary: trashSummary(kind, item.title),
          },
          isoNow(ctx.clock),
        );
        return refs;
      });
      await files.removeFromDisk(removed);
    },

    /**
     * The scheduled sweep: purges every item whose time is up (purge_after before now), each
     * in its own transaction with its log entry (by the server: no person). Returns how many.
     */
    async sweep(): Promise<number> {
      const now = isoNow(ctx.clock);
      const due = await ctx.db
        .selectFrom('trash')
        .select(['id', 'file_ids', 'kind', 'entity_id', 'company_id', 'title'])
        .where('purge_after', '<', now)
        .orderBy('id')
        .execute();
      for (const item of due) {
        const kind = item.kind as TrashKind;
        const removed = await ctx.db.transaction().execute(async (trx) => {
          const still = await trx
            .selectFrom('trash')
            .select(['id', 'file_ids'])
            .where('id', '=', item.id)
            .executeTakeFirst();
          if (!still) return [];
          const refs = await purgeRows(trx, [still]);
          await recordActivity(
            trx,
            null,
            {
              action: 'purge',
              entity: kind,
              entityId: item.entity_id,
              companyId: item.company_id,
              summary: trashSummary(kind, item.title),
            },
            now,
          );
          return refs;
        });
        await files.removeFromDisk(removed);
      }
      return due.length;
    },
  };
}
export type TrashService = ReturnType<typeof trashService>;
