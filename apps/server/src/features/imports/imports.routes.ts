import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importCommitResponse, importPreview } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { sniffDocument, type Sniffed } from '../files/sniff.js';
import { withMultipart } from '../files/uploads.js';
import { importsService } from './imports.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Judged by content: a workbook (a ZIP naming xl/) or UTF-8 text. Anything else is let through
 * as "other" so that the service refuses it with a sentence naming what is accepted.
 */
function sniffSheet(head: Buffer, tail: Buffer): Sniffed {
  const type = sniffDocument(head, tail);
  if (type && ['xlsx', 'csv', 'txt'].includes(type.ext)) return type;
  return { mime: 'application/octet-stream', ext: 'other' };
}

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
        return reply
          .type(XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="plan-template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
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
