import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importCommitResponse, importPreview } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { withMultipart } from '../files/uploads.js';
import { importsService } from './imports.service.js';
import { sendWorkbook, sniffSheet } from './sheet-upload.js';

/** Importing a plan from .xlsx or .csv (docs/behaviour.md §7, docs/decisions/022-imports.md). */
export const importsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const imports = importsService(ctx);
    const tags = ['events'];

    app.get(
      '/events/import/template',
      { schema: { tags, summary: 'The workbook to fill in for an import' } },
      async (request, reply) => {
        const body = await imports.template(actorOf(request), request.lang);
        const name = `${translate('imports.file.template', request.lang)}.xlsx`;
        return sendWorkbook(reply, body, 'plan-template.xlsx', name);
      },
    );

    app.post(
      '/events/import',
      {
        schema: {
          tags,
          summary: 'Preview (dry_run=1) or import a plan from an .xlsx or .csv file',
          consumes: ['multipart/form-data'],
          response: {
            200: z.union([z.object({ data: importPreview }), importCommitResponse]),
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const result = await withMultipart(
          request,
          ctx.store,
          { file: sniffSheet },
          ctx.config.maxUploadBytes,
          (body) => imports.run(actor, body, request.lang),
        );
        if ('preview' in result) return { data: result.preview };
        return {
          message: translate('imports.created', request.lang, { count: result.created }),
          data: { created: result.created },
        };
      },
    );
  };
