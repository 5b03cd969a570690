import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { company, idParam, messageBody } from '@karyayojana/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { withMultipart, type MultipartBody } from '../files/uploads.js';
import { sniffImage } from '../files/sniff.js';
import type { CompaniesService, LogoField } from './companies.service.js';

const one = z.object({ data: company });
const written = z.object({ message: z.string(), data: company });
const logoRemoved = z.object({ message: z.string(), company });

export const companiesRoutes =
  (ctx: AppContext, companies: CompaniesService): FastifyPluginAsyncZod =>
  async (app) => {
    const form = <T>(request: FastifyRequest, work: (body: MultipartBody) => Promise<T>) =>
      withMultipart(
        request,
        ctx.store,
        { logo: sniffImage, subLogo: sniffImage },
        ctx.config.maxUploadBytes,
        work,
      );

    app.get(
      '/companies',
      { schema: { tags: ['companies'], response: { 200: z.object({ data: z.array(company) }) } } },
      async (request) => ({ data: await companies.visibleList(actorOf(request)) }),
    );

    app.get(
      '/companies/:id',
      { schema: { tags: ['companies'], params: idParam, response: { 200: one } } },
      async (request) => ({ data: await companies.get(actorOf(request), request.params.id) }),
    );

    app.post(
      '/companies',
      {
        schema: {
          tags: ['companies'],
          consumes: ['multipart/form-data'],
          response: { 200: written },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const data = await form(request, (body) => companies.create(actor, body));
        return { message: translate('companies.created', request.lang), data };
      },
    );

    // The original product sends updates as POST with _method=PUT (multipart); a real PUT works too.
    const update = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const actor = actorOf(request);
      const data = await form(request, (body) => companies.update(actor, request.params.id, body));
      return { message: translate('companies.updated', request.lang), data };
    };
    const updateSchema = {
      tags: ['companies'],
      params: idParam,
      consumes: ['multipart/form-data'],
      response: { 200: written },
    };
    app.post('/companies/:id', { schema: updateSchema }, update);
    app.put('/companies/:id', { schema: updateSchema }, update);

    app.delete(
      '/companies/:id',
      { schema: { tags: ['companies'], params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await companies.remove(actorOf(request), request.params.id);
        return { message: translate('companies.deleted', request.lang) };
      },
    );

    for (const [path, which] of [
      ['/companies/delete-logo/:id', 'logo'],
      ['/companies/delete-sub-logo/:id', 'subLogo'],
    ] as [string, LogoField][]) {
      app.delete(
        path,
        { schema: { tags: ['companies'], params: idParam, response: { 200: logoRemoved } } },
        async (request) => {
          const data = await companies.removeLogo(actorOf(request), request.params.id, which);
          return { message: translate('companies.logoRemoved', request.lang), company: data };
        },
      );
    }

    app.post(
      '/companies/:id/renew',
      { schema: { tags: ['companies'], params: idParam, response: { 200: written } } },
      async (request) => {
        const data = await companies.renew(actorOf(request), request.params.id);
        return { message: translate('companies.renewed', request.lang), data };
      },
    );
  };
