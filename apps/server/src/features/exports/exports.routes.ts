import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { companiesExportQuery, eventsExportQuery } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/request-context.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { EventsService } from '../events/events.service.js';
import { exportsService, type ExportFile } from './exports.service.js';

const send = (reply: FastifyReply, file: ExportFile) =>
  reply
    .type(file.type)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);

/**
 * Lists as files (docs/behaviour.md §5 and §7, docs/decisions/020-exports.md): the events list
 * with its filters, and the Super-Admin's municipalities, as .xlsx or .csv.
 */
export const exportsRoutes =
  (ctx: AppContext, events: EventsService, companies: CompaniesService): FastifyPluginAsyncZod =>
  async (app) => {
    const exports = exportsService(ctx, events, companies);
    app.get(
      '/events/export',
      {
        schema: {
          tags: ['events'],
          summary: 'The events list, with its filters, as an Excel workbook or a CSV file',
          querystring: eventsExportQuery,
        },
      },
      async (request, reply) =>
        send(reply, await exports.events(actorOf(request), request.query, request.lang)),
    );
    app.get(
      '/companies/export',
      {
        schema: {
          tags: ['companies'],
          summary: 'The municipalities, as an Excel workbook or a CSV file (Super-Admin)',
          querystring: companiesExportQuery,
        },
      },
      async (request, reply) =>
        send(reply, await exports.companies(actorOf(request), request.query, request.lang)),
    );
  };
