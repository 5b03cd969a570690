import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeDate,
  copyEvents,
  copyMyEvents,
  copyResult,
  copySelectedEvents,
  duplicateEvents,
  event,
  eventCreate,
  eventListQuery,
  eventUpdate,
  idParam,
  messageBody,
  statusHistory,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { sendCached, type ResponseCache } from '../../lib/response-cache.js';
import { actorOf } from '../../plugins/request-context.js';
import type { CopyOutcome, EventsCopyService } from './events-copy.service.js';
import type { EventsService } from './events.service.js';

const tags = ['events'];
const written = z.object({ message: z.string(), data: event });
const list = z.object({
  data: z.array(event),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});

export const eventsRoutes =
  (
    events: EventsService,
    copies: EventsCopyService,
    readCache: ResponseCache,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        // Sent pre-serialised and compressed by the read cache; the schema documents it.
        compress: false,
        schema: { tags, querystring: eventListQuery, response: { 200: list } },
      },
      async (request, reply) =>
        sendCached(
          readCache,
          await events.listBody(actorOf(request), request.query),
          request,
          reply,
        ),
    );
    app.get(
      '/events/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: event }) } } },
      async (request) => ({
        data: await events.get(actorOf(request), request.params.id),
      }),
    );
    app.get(
      '/events/:id/status-history',
      { schema: { tags, params: idParam, response: { 200: statusHistory } } },
      async (request) => ({
        data: await events.statusHistory(actorOf(request), request.params.id),
      }),
    );
    app.post(
      '/events',
      {
        schema: {
          tags,
          body: eventCreate,
          // `event`: the first created, which the original client opens (decision 031).
          response: {
            200: z.object({ message: z.string(), data: z.array(event), event: event.optional() }),
          },
        },
      },
      async (request) => {
        const data = await events.create(actorOf(request), request.body);
        return {
          message: translate('events.created', request.lang, { count: data.length }),
          data,
          ...(data[0] ? { event: data[0] } : {}),
        };
      },
    );
    app.put(
      '/events/:id',
      { schema: { tags, params: idParam, body: eventUpdate, response: { 200: written } } },
      async (request) => ({
        message: translate('events.updated', request.lang),
        data: await events.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/events/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await events.remove(actorOf(request), request.params.id);
        return { message: translate('events.deleted', request.lang) };
      },
    );
    app.put(
      '/change-date/:id',
      { schema: { tags, params: idParam, body: changeDate, response: { 200: written } } },
      async (request) => ({
        message: translate('events.redated', request.lang),
        data: await events.changeDate(actorOf(request), request.params.id, request.body),
      }),
    );

    const copied = (
      lang: 'ne' | 'en',
      { created, batchId, wardsDropped, branchesUnmatched }: CopyOutcome,
    ) => ({
      // What a copy into another municipality could not carry is said too (issue 28).
      message: [
        translate('events.copied', lang, { count: created }),
        ...(wardsDropped ? [translate('copy.wardsDropped', lang, { count: wardsDropped })] : []),
        ...(branchesUnmatched
          ? [translate('copy.branchesUnmatched', lang, { count: branchesUnmatched })]
          : []),
      ].join(' '),
      data: {
        created,
        batch_id: batchId,
        ...(wardsDropped ? { wards_dropped: wardsDropped } : {}),
        ...(branchesUnmatched ? { branches_unmatched: branchesUnmatched } : {}),
      },
    });
    // The original product spells this path "dublicate"; it is kept as the clients call it.
    app.post(
      '/dublicate-events',
      { schema: { tags, body: duplicateEvents, response: { 200: copyResult } } },
      async (request) =>
        copied(request.lang, await copies.duplicate(actorOf(request), request.body)),
    );
    app.post(
      '/copy-selected-events',
      { schema: { tags, body: copySelectedEvents, response: { 200: copyResult } } },
      async (request) =>
        copied(request.lang, await copies.copySelected(actorOf(request), request.body)),
    );
    app.post(
      '/copy-events',
      { schema: { tags, body: copyEvents, response: { 200: copyResult } } },
      async (request) =>
        copied(request.lang, await copies.copyYear(actorOf(request), request.body)),
    );
    app.post(
      '/copy-my-events',
      { schema: { tags, body: copyMyEvents, response: { 200: copyResult } } },
      async (request) =>
        copied(request.lang, await copies.copyOwnYear(actorOf(request), request.body)),
    );
  };
