import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/access.js';
import { translate, type Lang, type MessageKey } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { withMultipart, type MultipartBody } from '../files/uploads.js';
import { sendWorkbook, sniffSheet } from './sheet-upload.js';

/** What an import's service does: its template, and a preview or the rows written. */
export interface ImportService<P> {
  template(actor: Actor, lang: Lang): Promise<Buffer>;
  run(
    actor: Actor,
    body: MultipartBody,
    lang: Lang,
  ): Promise<
    { preview: P } | { created: number; updated?: number; unchanged?: number; batchId?: string }
  >;
}

export interface ImportRoutesSpec<P> {
  /** e.g. `/events/import`; the template is at `<path>/template`. */
  path: string;
  tags: string[];
  summaries: { template: string; run: string };
  /** The template's file name in ASCII, and the key of its name in the caller's language. */
  templateFile: string;
  templateName: MessageKey;
  /** The sentence of a successful import, with `{count}`. */
  created: MessageKey;
  /** The sentence when rows also changed stored rows, with `{count}` and `{updated}`. */
  createdUpdated?: MessageKey;
  preview: z.ZodType<P>;
  service: ImportService<P>;
}

/**
 * The two routes of an import (docs/decisions/022-imports.md): `GET <path>/template` answers the
 * workbook to fill in; `POST <path>` previews (`dry_run=1`) or writes every row or none. The
 * upload is capped by MAX_UPLOAD_MB and judged by content before the service reads it.
 */
export function registerImportRoutes<P>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: ImportRoutesSpec<P>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${spec.path}/template`,
    { schema: { tags: spec.tags, summary: spec.summaries.template } },
    async (request, reply) => {
      const body = await spec.service.template(actorOf(request), request.lang);
      const name = `${translate(spec.templateName, request.lang)}.xlsx`;
      return sendWorkbook(reply, body, spec.templateFile, name);
    },
  );

  typed.post(
    spec.path,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summaries.run,
        consumes: ['multipart/form-data'],
        response: {
          200: z.union([
            z.object({ data: spec.preview }),
            z.object({
              message: z.string(),
              data: z.object({
                created: z.number(),
                updated: z.number().optional(),
                unchanged: z.number().optional(),
                batch_id: z.string().optional(),
              }),
            }),
          ]),
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
        (body) => spec.service.run(actor, body, request.lang),
      );
      if ('preview' in result) return { data: result.preview };
      const updated = result.updated ?? 0;
      return {
        message:
          updated > 0 && spec.createdUpdated
            ? translate(spec.createdUpdated, request.lang, { count: result.created, updated })
            : translate(spec.created, request.lang, { count: result.created }),
        data: {
          created: result.created,
          ...(result.updated === undefined ? {} : { updated: result.updated }),
          ...(result.unchanged === undefined ? {} : { unchanged: result.unchanged }),
          ...(result.batchId ? { batch_id: result.batchId } : {}),
        },
      };
    },
  );
}
