import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchUndoBody, batchUndoResult } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/request-context.js';
import { batchesService } from './batches.service.js';

/** A batch id as the bulk operations hand it out (a UUID); anything else is not found. */
const batchParams = z.object({ id: z.string().max(64) });

/** Undoing a bulk operation (docs/behaviour.md §15, docs/decisions/023). */
export const batchesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const batches = batchesService(ctx);
    app.post(
      '/batches/:id/undo',
      {
        schema: {
          tags: ['events'],
          summary: 'Undo a copy, duplicate or import: its events to the trash',
          params: batchParams,
          body: batchUndoBody,
          response: { 200: batchUndoResult },
        },
      },
      async (request) =>
        batches.undo(
          actorOf(request),
          request.params.id,
          request.body.include_edited,
          request.lang,
        ),
    );
  };
