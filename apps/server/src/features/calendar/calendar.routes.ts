import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedResponse, calendarFeedRotateResponse } from '@karyayojana/contracts';
import { authorize } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { namesEtag } from '../../lib/etag.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { feedFilters, type CalendarService } from './calendar.service.js';

/**
 * The origin feed addresses and event links are written with: the request's own (the config
 * has no public address; the server answers on whatever host the municipality reaches it by).
 */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `GET /api/calendar-feed`, `POST /api/calendar-feed/rotate`: the signed-in user's address. */
export const calendarRoutes =
  (calendar: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/calendar-feed',
      { schema: { tags: ['calendar'], response: { 200: calendarFeedResponse } } },
      async (request, reply) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        // The address is a secret: no shared cache keeps it.
        reply.header('cache-control', 'no-store');
        return { data: { url: await calendar.url(actor, originOf(request)) } };
      },
    );

    app.post(
      '/calendar-feed/rotate',
      { schema: { tags: ['calendar'], response: { 200: calendarFeedRotateResponse } } },
      async (request, reply) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        reply.header('cache-control', 'no-store');
        const url = await calendar.rotate(actor, originOf(request));
        return { message: translate('calendarFeed.rotated', request.lang), data: { url } };
      },
    );
  };

/**
 * `GET /ical/{secret}.ics`: the feed, with no other authentication than its secret (calendar
 * clients send no token). Anything that names no live feed is a 404, the same for all.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, calendar: CalendarService): void {
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/ical/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params.key;
      const secret = key.endsWith('.ics') ? key.slice(0, -'.ics'.length) : '';
      const subscriber = secret ? await calendar.subscriber(secret) : null;
      if (!subscriber) throw new AppError('NOT_FOUND');
      const filters = feedFilters(request.query ?? {});
      const origin = originOf(request);
      const etag = await calendar.etag(subscriber, filters, origin);
      // Private: the feed is one person's. Five minutes: clients that poll often are answered
      // from their own cache; an edit reaches them within minutes, not hours.
      reply
        .header('etag', etag)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = await calendar.feed(subscriber, filters, origin);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="karyayojana.ics"')
        .send(body);
    },
  );
}
