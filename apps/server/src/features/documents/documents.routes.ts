import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  messageBody,
  otherDocument,
  optionalId,
  otherDocumentListQuery,
} from '@karyayojana/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { sniffDocument } from '../files/sniff.js';
import { withMultipart, type MultipartBody } from '../files/uploads.js';
import type { DocumentsService } from './documents.service.js';

const tags = ['other-documents'];
const written = z.object({ message: z.string(), data: otherDocument });
const list = z.object({
  data: z.array(otherDocument),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});

export const documentsRoutes =
  (ctx: AppContext, documents: DocumentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const withForm = <T>(request: FastifyRequest, work: (body: MultipartBody) => Promise<T>) =>
      withMultipart(
        request,
        ctx.store,
        { documents: sniffDocument },
        ctx.config.maxUploadBytes,
        work,
      );

    app.get(
      '/other-documents',
      { schema: { tags, querystring: otherDocumentListQuery, response: { 200: list } } },
      async (request) => documents.list(actorOf(request), request.query),
    );
    app.get(
      '/other-documents/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: otherDocument }) } } },
      async (request) => ({
        data: await documents.get(actorOf(request), request.params.id),
      }),
    );
    app.post(
      '/other-documents',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: z.object({ company_id: optionalId }),
          response: { 200: written },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const data = await withForm(request, (body) =>
          documents.create(actor, body, request.query.company_id),
        );
        return { message: translate('documents.created', request.lang), data };
      },
    );
    const updateSchema = {
      tags,
      params: idParam,
      consumes: ['multipart/form-data'],
      response: { 200: written },
    };
    const update = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const actor = actorOf(request);
      const data = await withForm(request, (body) =>
        documents.update(actor, request.params.id, body),
      );
      return { message: translate('documents.updated', request.lang), data };
    };
    app.post('/other-documents/:id', { schema: updateSchema }, update);
    app.put('/other-documents/:id', { schema: updateSchema }, update);
    app.delete(
      '/other-documents/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await documents.remove(actorOf(request), request.params.id);
        return { message: translate('documents.deleted', request.lang) };
      },
    );
  };
