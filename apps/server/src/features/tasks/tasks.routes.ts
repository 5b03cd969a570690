import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  task,
  taskCreateFields,
  taskList,
  taskListQuery,
  taskUpdateFields,
} from '@karyayojana/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { sniffDocument } from '../files/sniff.js';
import { withMultipart } from '../files/uploads.js';
import type { TaskForm, TasksService } from './tasks.service.js';

const tags = ['tasks'];
const written = z.object({ message: z.string(), task });
/** Forms travel as multipart; JSON is read too when no file travels (decision 031). */
const consumes = ['multipart/form-data', 'application/json'];
const sendsJson = (request: FastifyRequest) =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
/**
 * The form's fields as the JSON body describes them (OpenAPI). Only a JSON object is checked
 * here: a multipart body is read by the handler, and any other type is its 415.
 */
const jsonBody = <S extends z.ZodType>(fields: S) =>
  z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
    fields.optional(),
  );

export const tasksRoutes =
  (ctx: AppContext, tasks: TasksService): FastifyPluginAsyncZod =>
  async (app) => {
    // The original client creates a task with JSON `{name, event_id}`: no file travels then.
    const withForm = <T>(request: FastifyRequest, work: (body: TaskForm) => Promise<T>) =>
      sendsJson(request)
        ? work({ fields: request.body ?? {}, files: {} })
        : withMultipart(
            request,
            ctx.store,
            { documents: sniffDocument },
            ctx.config.maxUploadBytes,
            work,
          );

    app.get(
      '/tasks',
      { schema: { tags, querystring: taskListQuery, response: { 200: taskList } } },
      async (request) => tasks.list(actorOf(request), request.query),
    );

    app.get(
      '/tasks/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: task }) } } },
      async (request) => ({
        data: await tasks.get(actorOf(request), request.params.id),
      }),
    );

    app.post(
      '/tasks',
      {
        schema: { tags, consumes, body: jsonBody(taskCreateFields), response: { 200: written } },
      },
      async (request) => {
        const actor = actorOf(request);
        const created = await withForm(request, (body) => tasks.create(actor, body));
        return { message: translate('tasks.created', request.lang), task: created };
      },
    );

    // The original product updates with POST and _method=PUT in the form; a real PUT works too.
    const updateSchema = {
      tags,
      params: idParam,
      consumes,
      body: jsonBody(taskUpdateFields),
      response: { 200: written },
    };
    const update = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const actor = actorOf(request);
      const updated = await withForm(request, (body) =>
        tasks.update(actor, request.params.id, body),
      );
      return { message: translate('tasks.updated', request.lang), task: updated };
    };
    app.post('/tasks/:id', { schema: updateSchema }, update);
    app.put('/tasks/:id', { schema: updateSchema }, update);

    app.delete(
      '/tasks/:id',
      {
        schema: {
          tags,
          params: idParam,
          response: {
            200: z.object({ message: z.string(), task: z.object({ event_id: z.number() }) }),
          },
        },
      },
      async (request) => ({
        message: translate('tasks.deleted', request.lang),
        task: await tasks.remove(actorOf(request), request.params.id),
      }),
    );

    app.delete(
      '/tasks/delete-file/:id',
      { schema: { tags, params: idParam, response: { 200: written } } },
      async (request) => ({
        message: translate('tasks.fileRemoved', request.lang),
        task: await tasks.removeFile(actorOf(request), request.params.id),
      }),
    );
  };
