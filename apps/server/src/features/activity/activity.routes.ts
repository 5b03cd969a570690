import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityList, activityQuery } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/request-context.js';
import { activityService } from './activity.service.js';

/** The activity log: a page of JSON, or with `format=csv` every matching entry as a file. */
export const activityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const activity = activityService(ctx);
    app.get(
      '/activity',
      {
        schema: {
          tags: ['activity'],
          summary:
            'The activity log, newest first: admins their municipality, the Super-Admin all (format=csv: a file)',
          querystring: activityQuery,
          response: { 200: activityList },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        if (request.query.format === 'csv') {
          const file = await activity.csv(actor, request.query, request.lang);
          return reply
            .type(file.type)
            .header('content-disposition', file.disposition)
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(file.body as never); // a file: the JSON schema above is the other answer's
        }
        return activity.list(actor, request.query, request.lang);
      },
    );
  };
