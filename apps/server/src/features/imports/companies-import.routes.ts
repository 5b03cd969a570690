import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyImportCommitResponse, companyImportPreview } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { withMultipart } from '../files/uploads.js';
import { companiesImportService } from './companies-import.service.js';
import { sendWorkbook, sniffSheet } from './sheet-upload.js';

/**
 * Importing municipalities from .xlsx or .csv, for the Super-Admin (docs/behaviour.md §7,
 * docs/decisions/022-imports.md, "Municipalities"): the plan import's two steps.
 */
export const companiesImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const imports = companiesImportService(ctx);
    const tags = ['companies'];

    app.get(
      '/companies/import/template',
      { schema: { tags, summary: 'The workbook to fill in for an import of municipalities' } },
      async (request, reply) => {
        const body = await imports.template(actorOf(request), request.lang);
        const name = `${translate('imports.company.file.template', request.lang)}.xlsx`;
        return sendWorkbook(reply, body, 'municipalities-template.xlsx', name);
      },
    );

    app.post(
      '/companies/import',
      {
        schema: {
          tags,
          summary: 'Preview (dry_run=1) or import municipalities from an .xlsx or .csv file',
          consumes: ['multipart/form-data'],
          response: {
            200: z.union([z.object({ data: companyImportPreview }), companyImportCommitResponse]),
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
          message: translate('imports.company.created', request.lang, { count: result.created }),
          data: { created: result.created },
        };
      },
    );
  };
