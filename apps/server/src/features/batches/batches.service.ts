import type { Kysely } from 'kysely';
import type { BatchUndoResult } from '@karyayojana/contracts';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { changesOf, recordActivity, type Changes } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { translate, type Lang } from '../../lib/messages.js';
import { eventsRepository } from '../events/events.repository.js';
import { eventSnapshot, moveToTrash } from '../trash/trash.service.js';

const MS_PER_DAY = 86_400_000;
/** The bulk operations a batch id stands for (their activity entries carry it). */
const BULK = ['copy', 'duplicate', 'import'] as const;
const BATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event columns an import may change, which an undo gives back. */
const RESTORABLE = [
  'title',
  'content',
  'date',
  'time',
  'assign_to',
  'status',
  'completed_date',
  'outcome',
  'status_reason',
  'progress',
  'budget',
  'spent',
] as const;

/**
 * Gives an event back the values an import's change replaced (its activity entry's `changes`):
 * the columns, the categories, and the tasks it added (those without a proof since); the
 * status history says so, and the activity log has the undo's own change.
 */
async function restoreBefore(
  trx: Kysely<Database>,
  actor: Actor,
  event: { id: number; company_id: number; title: string },
  changes: Changes,
  batchId: string,
  now: string,
) {
  const current = await trx
    .selectFrom('events')
    .selectAll()
    .where('id', '=', event.id)
    .executeTakeFirstOrThrow();
  const values: Record<string, unknown> = {};
  for (const field of RESTORABLE) {
    const change = changes[field];
    if (change) values[field] = change[0];
  }
  if (typeof values.date === 'string') values.ad_date = bsToAdString(values.date);
  const events = eventsRepository(trx);
  // Wards and branch (issue 28), logged as an edit logs them: the wards, the branch by its name
  // (unique in its municipality); a branch deleted since leaves the event without one.
  const logged: Record<string, unknown> = {};
  const place: Record<string, unknown> = {};
  const wards = changes.wards?.[0];
  if (Array.isArray(wards)) {
    place.wards = await events.wardsOfOne(event.id);
    logged.wards = wards;
    await events.setWards(
      event.id,
      event.company_id,
      wards.filter((w): w is number => typeof w === 'number'),
    );
  }
  if (changes.branch) {
    const name = changes.branch[0];
    const branchName = async (id: number | null) =>
      id === null
        ? null
        : ((await trx.selectFrom('branches').select('name').where('id', '=', id).executeTakeFirst())
            ?.name ?? null);
    place.branch = await branchName(current.branch_id);
    const found =
      typeof name === 'string'
        ? await trx
            .selectFrom('branches')
            .select('id')
            .where('company_id', '=', event.company_id)
            .where('name', '=', name)
            .executeTakeFirst()
        : undefined;
    values.branch_id = found?.id ?? null;
    logged.branch = found ? name : null;
  }
  await events.update(event.id, values, now);
  const categories = changes.categories?.[0];
  if (Array.isArray(categories)) await events.setCategories(event.id, categories as number[]);
  const [before, after] = changes.tasks ?? [[], []];
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = (after as string[]).filter((name) => !(before as string[]).includes(name));
    if (added.length > 0) {
      await trx
        .deleteFrom('tasks')
        .where('event_id', '=', event.id)
        .where('name', 'in', added)
        .where('file_id', 'is', null)
        .execute();
    }
  }
  const status = changes.status?.[0];
  if (typeof status === 'string' && status !== current.status) {
    await events.addStatusChange(
      {
        event_id: event.id,
        company_id: event.company_id,
        from_status: current.status,
        to_status: status,
        at: now,
        user_id: actor.id,
        reason: (values.status_reason as string | null | undefined) ?? current.status_reason,
        completed_date:
          (values.completed_date as string | null | undefined) ?? current.completed_date,
      },
      actor.name,
    );
  }
  await recordActivity(
    trx,
    actor,
    {
      action: 'undo',
      entity: 'event',
      entityId: event.id,
      companyId: event.company_id,
      summary: activitySummary('activity.summary.eventImportUndo', {
        title: (values.title as string | undefined) ?? current.title,
      }),
      changes: changesOf(
        { ...current, ...place },
        // The branch is logged by its name, as an edit logs it.
        {
          ...Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'branch_id')),
          ...logged,
        },
      ),
      batchId,
    },
    now,
  );
}

/**
 * Undoing a bulk operation (issue 16, docs/decisions/023-activity-and-trash.md, "Undo"): the
 * events a copy, a duplicate or an import created go to the trash, as one undo, within
 * TRASH_DAYS; those edited since are listed and kept unless the caller asks for them too.
 */
export function batchesService(ctx: AppContext) {
  return {
    async undo(
      actor: Actor,
      batchId: string,
      includeEdited: boolean,
      lang: Lang,
    ): Promise<BatchUndoResult> {
      // Batch ids are UUIDs; anything else names no batch (and never reaches the database:
      // PostgreSQL refuses a NUL in a string).
      if (!BATCH_ID.test(batchId)) throw notFound();
      const entry = await ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('batch_id', '=', batchId)
        .where('action', 'in', [...BULK])
        .orderBy('id')
        .executeTakeFirst();
      if (!entry) throw notFound();
      const events = await ctx.db
        .selectFrom('events')
        .select(['id', 'company_id', 'title', 'date', 'updated_at'])
        .where('batch_id', '=', batchId)
        .orderBy('id')
        .execute();
      const companies = new Set(events.map((e) => e.company_id));
      if (entry.company_id !== null) companies.add(entry.company_id);

      if (actor.role !== 'Super-Admin') {
        // Another municipality's operation does not exist for this caller; their own may be
        // undone by whoever made it.
        if (companies.size !== 1 || !companies.has(actor.companyId)) throw notFound();
        authorize(actor, 'plan.write', actor.companyId);
        if (entry.user_id !== actor.id)
          throw new AppError('FORBIDDEN', { key: 'batches.notYours' });
      }
      if (ctx.clock.now().getTime() - Date.parse(entry.at) > ctx.config.trashDays * MS_PER_DAY) {
        throw new AppError('CONFLICT', {
          key: 'batches.tooOld',
          params: { days: ctx.config.trashDays },
        });
      }
      // The events an import changed (issue 26): each change's entry holds the values before.
      const updates = await ctx.db
        .selectFrom('activity_log')
        .select(['entity_id', 'changes', 'at'])
        .where('batch_id', '=', batchId)
        .where('action', '=', 'update')
        .where('entity', '=', 'event')
        .orderBy('id')
        .execute();
      // Those given back by an earlier undo of this batch are done with.
      const undone = await ctx.db
        .selectFrom('activity_log')
        .select('entity_id')
        .where('batch_id', '=', batchId)
        .where('action', '=', 'undo')
        .where('entity', '=', 'event')
        .execute();
      const restoredBefore = new Set(undone.map((u) => u.entity_id));
      const changedIds = updates.flatMap((u) =>
        u.entity_id === null || restoredBefore.has(u.entity_id) ? [] : [u.entity_id],
      );
      const changedEvents = changedIds.length
        ? await ctx.db
            .selectFrom('events')
            .select(['id', 'company_id', 'title', 'date', 'updated_at'])
            .where('id', 'in', changedIds)
            .execute()
        : [];
      if (
        actor.role !== 'Super-Admin' &&
        changedEvents.some((e) => e.company_id !== actor.companyId)
      )
        throw notFound();
      if (events.length === 0 && changedEvents.length === 0)
        throw new AppError('CONFLICT', { key: 'batches.nothingLeft' });

      // Edited since: the event itself, or one of its tasks (a proof uploaded, a task renamed).
      // None when the batch only changed events (an import of updates): PostgreSQL refuses `in ()`.
      const touchedTasks = events.length
        ? await ctx.db
            .selectFrom('tasks')
            .select('event_id')
            .distinct()
            .where(
              'event_id',
              'in',
              events.map((e) => e.id),
            )
            .where('updated_at', '>', entry.at)
            .execute()
        : [];
      const touched = new Set(touchedTasks.map((t) => t.event_id));
      const edited = events.filter((e) => e.updated_at > entry.at || touched.has(e.id));
      const moving = includeEdited ? events : events.filter((e) => !edited.includes(e));
      // A changed event edited after the import (by anyone, or by a later import) keeps its
      // values unless the caller asks; the import's own write has updated_at = the entry's at.
      const changedEdited = changedEvents.filter((e) => e.updated_at > entry.at);
      const restoring = includeEdited
        ? changedEvents
        : changedEvents.filter((e) => !changedEdited.includes(e));
      const kept = includeEdited ? [] : [...edited, ...changedEdited];

      if (moving.length > 0 || restoring.length > 0) {
        const now = isoNow(ctx.clock);
        await ctx.db.transaction().execute(async (trx) => {
          for (const e of restoring) {
            const update = updates.find((u) => u.entity_id === e.id);
            if (!update?.changes) continue;
            const changes = JSON.parse(update.changes) as Changes;
            await restoreBefore(trx, actor, e, changes, batchId, now);
          }
          for (const e of moving) {
            const { snapshot, fileIds } = await eventSnapshot(trx, e.id);
            await eventsRepository(trx).delete(e.id);
            await moveToTrash(
              trx,
              ctx,
              actor,
              {
                kind: 'event',
                entityId: e.id,
                companyId: e.company_id,
                title: e.title,
                snapshot,
                fileIds,
              },
              { batchId, record: false },
            );
          }
          await recordActivity(
            trx,
            actor,
            {
              action: 'undo',
              entity: 'batch',
              entityId: null,
              companyId: companies.size === 1 ? ([...companies][0] ?? null) : null,
              summary:
                restoring.length > 0
                  ? activitySummary('activity.summary.undoneRestored', {
                      n: moving.length,
                      m: restoring.length,
                      inner: entry.summary,
                    })
                  : activitySummary('activity.summary.undone', {
                      n: moving.length,
                      inner: entry.summary,
                    }),
              batchId,
            },
            now,
          );
        });
      }
      return {
        message:
          kept.length > 0
            ? translate('batches.undoneKept', lang, { count: moving.length, kept: kept.length })
            : restoring.length > 0
              ? translate('batches.undoneRestored', lang, {
                  count: moving.length,
                  restored: restoring.length,
                })
              : translate('batches.undone', lang, { count: moving.length }),
        data: {
          trashed: moving.length,
          ...(changedEvents.length > 0 ? { restored: restoring.length } : {}),
          kept: kept.map((e) => ({ id: e.id, title: e.title, date: e.date })),
        },
      };
    },
  };
}
