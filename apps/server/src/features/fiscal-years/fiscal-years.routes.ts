import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fiscalYear,
  fiscalYearCreate,
  fiscalYearOrder,
  fiscalYearUpdate,
  idParam,
  messageBody,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { FiscalYearsService } from './fiscal-years.service.js';

const tags = ['fiscal-years'];
const list = z.object({ data: z.array(fiscalYear) });
const written = z.object({ message: z.string(), data: fiscalYear });

export const fiscalYearsRoutes =
  (years: FiscalYearsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/fiscal-years', { schema: { tags, response: { 200: list } } }, async (request) => ({
      data: await years.list(actorOf(request)),
    }));
    app.get(
      '/active-year',
      { schema: { tags, response: { 200: z.object({ activeYear: fiscalYear.nullable() }) } } },
      async (request) => ({ activeYear: await years.active(actorOf(request)) }),
    );
    app.get(
      '/fiscal-years/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: fiscalYear }) } } },
      async (request) => ({
        data: await years.get(actorOf(request), request.params.id),
      }),
    );
    app.post(
      '/fiscal-years',
      { schema: { tags, body: fiscalYearCreate, response: { 200: written } } },
      async (request) => ({
        message: translate('fiscalYears.created', request.lang),
        data: await years.create(actorOf(request), request.body),
      }),
    );
    app.put(
      '/fiscal-years/:id',
      { schema: { tags, params: idParam, body: fiscalYearUpdate, response: { 200: written } } },
      async (request) => ({
        message: translate('fiscalYears.updated', request.lang),
        data: await years.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/fiscal-years/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await years.remove(actorOf(request), request.params.id);
        return { message: translate('fiscalYears.deleted', request.lang) };
      },
    );
    app.put(
      '/order-fiscal-years',
      {
        schema: {
          tags,
          body: fiscalYearOrder,
          response: { 200: z.object({ message: z.string(), data: z.array(fiscalYear) }) },
        },
      },
      async (request) => ({
        message: translate('order.saved', request.lang),
        data: await years.reorder(actorOf(request), request.body.fiscalYearOrder),
      }),
    );
  };
