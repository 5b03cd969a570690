import type { BatchUndoResult } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { authorize, type Actor } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { translate, type Lang } from '../../lib/messages.js';
import { eventsRepository } from '../events/events.repository.js';
import { eventSnapshot, moveToTrash } from '../trash/trash.service.js';

const MS_PER_DAY = 86_400_000;
/** The bulk operations a batch id stands for (their activity entries carry it). */
const BULK = ['copy', 'duplicate', 'import'] as const;
const BATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      if (events.length === 0) throw new AppError('CONFLICT', { key: 'batches.nothingLeft' });

      // Edited since: the event itself, or one of its tasks (a proof uploaded, a task renamed).
      const touchedTasks = await ctx.db
        .selectFrom('tasks')
        .select('event_id')
        .distinct()
        .where(
          'event_id',
          'in',
          events.map((e) => e.id),
        )
        .where('updated_at', '>', entry.at)
        .execute();
      const touched = new Set(touchedTasks.map((t) => t.event_id));
      const edited = events.filter((e) => e.updated_at > entry.at || touched.has(e.id));
      const moving = includeEdited ? events : events.filter((e) => !edited.includes(e));
      const kept = includeEdited ? [] : edited;

      if (moving.length > 0) {
        const now = isoNow(ctx.clock);
        await ctx.db.transaction().execute(async (trx) => {
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
              summary: `${moving.length} कार्यक्रम रद्दीटोकरीमा (${entry.summary} फिर्ता)`,
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
            : translate('batches.undone', lang, { count: moving.length }),
        data: {
          trashed: moving.length,
          kept: kept.map((e) => ({ id: e.id, title: e.title, date: e.date })),
        },
      };
    },
  };
}
