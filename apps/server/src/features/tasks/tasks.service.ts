import { guardEvent } from '../events/event-guard.js';
import {
  taskCreateFields,
  taskUpdateFields,
  type Task,
  type TaskListQuery,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { parseFields } from '../../lib/validation.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { notFound } from '../../lib/errors.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import type { FilesService } from '../files/files.service.js';
import type { UploadedFile } from '../files/uploads.js';
import { eventsRepository } from '../events/events.repository.js';
import { toTask } from '../events/event-view.js';
import { tasksRepository } from './tasks.repository.js';
import { eventOf, moveToTrash } from '../trash/trash.service.js';

/** Without `per_page` the task list returns every match, bounded as the event list is. */
export const MAX_UNPAGED_TASKS = 5000;

/**
 * A task form: the fields as sent (multipart text fields, or a JSON body when no file travels,
 * decision 031) and the uploaded files.
 */
export interface TaskForm {
  fields: unknown;
  files: Record<string, UploadedFile>;
}

/**
 * Tasks and their proof documents. Admins write tasks; every user of the company may upload,
 * replace or remove a task's document (docs/behaviour.md §2). One file per task.
 */
export function tasksService(ctx: AppContext, files: FilesService) {
  const repo = tasksRepository(ctx.db);
  const events = eventsRepository(ctx.db);

  /** The task, after the check of `action` on its event (an officer's scope included). */
  async function load(
    actor: Actor,
    id: number,
    action: 'plan.read' | 'events.plan' | 'tasks.proof',
  ) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    authorize(actor, 'plan.read', row.company_id);
    if (action !== 'plan.read') await guardTaskEvent(actor, action, row.event_id);
    return row;
  }
  async function guardTaskEvent(
    actor: Actor,
    action: 'events.plan' | 'tasks.proof',
    eventId: number,
  ) {
    const event = await events.find(eventId);
    if (!event) throw notFound();
    await guardEvent(ctx.db, actor, action, event);
  }
  async function view(id: number): Promise<Task> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return toTask(row, ctx.store);
  }

  return {
    async get(actor: Actor, id: number): Promise<Task> {
      await load(actor, id, 'plan.read');
      return view(id);
    },

    /** `GET /api/tasks`: the municipality's tasks (the original client asks on every page). */
    async list(actor: Actor, query: TaskListQuery) {
      const companyId = companyFor(actor, 'plan.read', query.company_id);
      const perPage = query.per_page ?? MAX_UNPAGED_TASKS;
      const offset = query.per_page ? (query.page - 1) * perPage : 0;
      const [rows, total] = await Promise.all([
        repo.ofCompany(companyId, query.event_id, perPage, offset),
        repo.countOfCompany(companyId, query.event_id),
      ]);
      return {
        data: rows.map((row) => toTask(row, ctx.store)),
        meta: { total, page: query.per_page ? query.page : 1, per_page: perPage },
      };
    },

    async create(actor: Actor, body: TaskForm): Promise<Task> {
      const input = parseFields(taskCreateFields, body.fields);
      const event = await events.find(input.event_id);
      if (!event) throw notFound();
      await guardEvent(ctx.db, actor, 'events.plan', event);
      const id = await files.write(
        Object.values(body.files),
        'private',
        event.company_id,
        async (trx, ids) => {
          const now = isoNow(ctx.clock);
          const taskId = await tasksRepository(trx).insert(
            event.company_id,
            event.id,
            input.name,
            ids.documents ?? null,
            now,
          );
          await recordActivity(
            trx,
            actor,
            {
              action: 'create',
              entity: 'task',
              entityId: taskId,
              companyId: event.company_id,
              summary: `कार्य "${input.name}" (कार्यक्रम "${event.title}")`,
            },
            now,
          );
          return { result: taskId };
        },
      );
      return view(id);
    },

    /** Renames (admins) and/or sets the document (anyone of the company); a new file replaces the old. */
    async update(actor: Actor, id: number, body: TaskForm): Promise<Task> {
      const current = await load(actor, id, 'plan.read');
      const input = parseFields(taskUpdateFields, body.fields);
      const renames = input.name !== undefined && input.name !== current.name;
      const moves = input.event_id !== undefined && input.event_id !== current.event_id;
      if (renames || moves) await guardTaskEvent(actor, 'events.plan', current.event_id);
      const upload = body.files.documents;
      if (upload) await guardTaskEvent(actor, 'tasks.proof', current.event_id);
      // Even a form that changes nothing is a write: an expired company hears COMPANY_EXPIRED.
      if (!renames && !moves && !upload) {
        await guardTaskEvent(actor, 'tasks.proof', current.event_id);
      }
      if (moves) {
        const target = await events.find(input.event_id ?? 0);
        if (!target || target.company_id !== current.company_id) throw notFound();
        await guardEvent(ctx.db, actor, 'events.plan', target);
      }
      await files.write(upload ? [upload] : [], 'private', current.company_id, async (trx, ids) => {
        const now = isoNow(ctx.clock);
        const changed = {
          ...(renames && input.name ? { name: input.name } : {}),
          ...(moves && input.event_id ? { event_id: input.event_id } : {}),
          ...(ids.documents ? { file_id: ids.documents } : {}),
        };
        await tasksRepository(trx).update(id, changed, now);
        // A proof uploaded and nothing else: an upload; a rename or a move: an edit.
        const onlyUpload = !renames && !moves && !!ids.documents;
        await recordActivity(
          trx,
          actor,
          {
            action: onlyUpload ? 'upload' : 'update',
            entity: 'task',
            entityId: current.id,
            companyId: current.company_id,
            summary: `कार्य "${changed.name ?? current.name}"`,
            changes: changesOf(current, changed),
          },
          now,
        );
        return {
          result: undefined,
          obsoleteFileIds: ids.documents && current.file_id ? [current.file_id] : [],
        };
      });
      return view(id);
    },

    /** Moves a task to the trash (docs/decisions/023); its file stays until the purge. */
    async remove(actor: Actor, id: number): Promise<{ event_id: number }> {
      const current = await load(actor, id, 'events.plan');
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('tasks')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const event = await eventOf(trx, row.event_id);
        await tasksRepository(trx).delete(id);
        await moveToTrash(trx, ctx, actor, {
          kind: 'task',
          entityId: id,
          companyId: row.company_id,
          title: row.name,
          snapshot: { tasks: [row], event },
          fileIds: row.file_id ? [row.file_id] : [],
        });
      });
      return { event_id: current.event_id };
    },

    /** Moves a task's document to the trash: the task forgets it, the stored file stays. */
    async removeFile(actor: Actor, id: number): Promise<Task> {
      const current = await load(actor, id, 'tasks.proof');
      if (current.file_id) {
        await ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('tasks')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (!row?.file_id) return;
          const event = await eventOf(trx, row.event_id);
          await tasksRepository(trx).update(id, { file_id: null }, isoNow(ctx.clock));
          await moveToTrash(trx, ctx, actor, {
            kind: 'task_document',
            entityId: id,
            companyId: row.company_id,
            title: row.name,
            snapshot: { task_document: [{ task_id: id, file_id: row.file_id }], event },
            fileIds: [row.file_id],
          });
        });
      }
      return view(id);
    },
  };
}
export type TasksService = ReturnType<typeof tasksService>;
