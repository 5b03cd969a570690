import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, messageBody, trashList, trashQuery } from '@karyayojana/contracts';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { TrashService } from './trash.service.js';

/** The trash: what deletes took away, to restore or purge (docs/decisions/023). */
export const trashRoutes =
  (trash: TrashService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['trash'];
    app.get(
      '/trash',
      {
        schema: {
          tags,
          summary:
            'Deleted events, tasks and documents, newest first: admins their municipality, the Super-Admin all',
          querystring: trashQuery,
          response: { 200: trashList },
        },
      },
      async (request) => trash.list(actorOf(request), request.query),
    );
    app.post(
      '/trash/:id/restore',
      {
        schema: {
          tags,
          summary: 'Puts an item back with its ids, tasks and files',
          params: idParam,
          response: { 200: messageBody },
        },
      },
      async (request) => {
        await trash.restore(actorOf(request), request.params.id);
        return { message: translate('trash.restored', request.lang) };
      },
    );
    app.delete(
      '/trash/:id',
      {
        schema: {
          tags,
          summary: 'Purges an item now, with its files',
          params: idParam,
          response: { 200: messageBody },
        },
      },
      async (request) => {
        await trash.purge(actorOf(request), request.params.id);
        return { message: translate('trash.purged', request.lang) };
      },
    );
  };
