import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesProgress,
  companiesProgressQuery,
  progressQuery,
  progressReport,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { sendCached, type ResponseCache } from '../../lib/response-cache.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ReportsService } from './reports.service.js';
import { XLSX_TYPE } from './reports-xlsx.js';

const tags = ['reports'];

/**
 * Progress reports (docs/behaviour.md §14): one municipality's year or trimester as JSON or as
 * the printed report's spreadsheet, and the national table for the Super-Admin.
 */
export const reportsRoutes =
  (reports: ReportsService, readCache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reports/progress',
      {
        // Sent pre-serialised and compressed by the read cache; the schema documents it.
        compress: false,
        schema: {
          tags,
          querystring: progressQuery,
          response: { 200: z.object({ data: progressReport }) },
        },
      },
      async (request, reply) =>
        sendCached(
          readCache,
          await reports.progressBody(actorOf(request), request.query),
          request,
          reply,
        ),
    );
    app.get(
      '/reports/progress/companies',
      {
        schema: { tags, querystring: companiesProgressQuery, response: { 200: companiesProgress } },
      },
      async (request) => reports.companies(actorOf(request), request.query),
    );
    app.get(
      '/reports/progress.xlsx',
      {
        schema: {
          tags,
          summary: 'The progress report as an Excel workbook (.xlsx), as it is printed',
          querystring: progressQuery,
        },
      },
      async (request, reply) => {
        const file = await reports.spreadsheet(actorOf(request), request.query, request.lang);
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
