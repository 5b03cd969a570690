import type { z } from 'zod';
import {
  otherDocumentFields,
  type OtherDocument,
  type otherDocumentListQuery,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { parseFields } from '../../lib/validation.js';
import { isoNow } from '../../lib/clock.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { notFound } from '../../lib/errors.js';
import { authorize, companyFor, type Actor } from '../../lib/access.js';
import type { FilesService } from '../files/files.service.js';
import type { MultipartBody } from '../files/uploads.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { documentsRepository } from './documents.repository.js';
import { moveToTrash } from '../trash/trash.service.js';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof documentsRepository>['find']>>>;

/** Other documents of a municipality: everyone of it reads; admins write (docs/behaviour.md §2). */
export function documentsService(ctx: AppContext, files: FilesService) {
  const repo = documentsRepository(ctx.db);
  const toWire = (r: Row): OtherDocument => ({
    id: r.id,
    company_id: r.company_id,
    name: r.name,
    remarks: r.remarks,
    documents: r.file_key ? ctx.store.signedUrl(r.file_key) : null,
    document:
      r.file_key && r.file_name
        ? { name: r.file_name, size: r.file_size ?? 0, mime: r.file_mime ?? '' }
        : null,
    created_at: r.created_at,
  });
  async function load(actor: Actor, id: number, action: 'plan.read' | 'plan.write') {
    const row = await repo.find(id);
    if (!row) throw notFound();
    authorize(actor, action, row.company_id);
    return row;
  }
  const view = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return toWire(row);
  };

  return {
    async list(actor: Actor, query: z.infer<typeof otherDocumentListQuery>) {
      const companyId = companyFor(actor, 'plan.read', query.company_id);
      const perPage = query.per_page ?? 5000;
      const offset = query.per_page ? (query.page - 1) * perPage : 0;
      const [rows, total] = await Promise.all([
        repo.list(companyId, query.q, perPage, offset),
        repo.count(companyId, query.q),
      ]);
      return {
        data: rows.map(toWire),
        meta: { total, page: query.per_page ? query.page : 1, per_page: perPage },
      };
    },
    async get(actor: Actor, id: number) {
      return toWire(await load(actor, id, 'plan.read'));
    },
    async create(actor: Actor, body: MultipartBody, requestedCompany?: number) {
      const companyId = companyFor(actor, 'plan.write', requestedCompany);
      if (!(await companiesRepository(ctx.db).find(companyId))) throw notFound();
      const input = parseFields(otherDocumentFields, body.fields);
      const id = await files.write(
        Object.values(body.files),
        'private',
        companyId,
        async (trx, ids) => {
          const now = isoNow(ctx.clock);
          const docId = await documentsRepository(trx).insert(
            companyId,
            input.name,
            input.remarks,
            ids.documents ?? null,
            now,
          );
          await recordActivity(
            trx,
            actor,
            {
              action: 'create',
              entity: 'other_document',
              entityId: docId,
              companyId,
              summary: activitySummary('activity.summary.otherDocument', { name: input.name }),
            },
            now,
          );
          return { result: docId };
        },
      );
      return view(id);
    },
    async update(actor: Actor, id: number, body: MultipartBody) {
      const current = await load(actor, id, 'plan.write');
      const input = parseFields(otherDocumentFields, body.fields);
      await files.write(
        Object.values(body.files),
        'private',
        current.company_id,
        async (trx, ids) => {
          const now = isoNow(ctx.clock);
          const changed = {
            name: input.name,
            remarks: input.remarks,
            ...(ids.documents ? { file_id: ids.documents } : {}),
          };
          await documentsRepository(trx).update(id, changed, now);
          await recordActivity(
            trx,
            actor,
            {
              action: 'update',
              entity: 'other_document',
              entityId: current.id,
              companyId: current.company_id,
              summary: activitySummary('activity.summary.otherDocument', { name: input.name }),
              changes: changesOf(current, changed),
            },
            now,
          );
          return {
            result: undefined,
            obsoleteFileIds: ids.documents && current.file_id ? [current.file_id] : [],
          };
        },
      );
      return view(id);
    },
    /** Moves a document to the trash (docs/decisions/023); its file stays until the purge. */
    async remove(actor: Actor, id: number) {
      await load(actor, id, 'plan.write');
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('other_documents')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        await documentsRepository(trx).delete(id);
        await moveToTrash(trx, ctx, actor, {
          kind: 'other_document',
          entityId: id,
          companyId: row.company_id,
          title: row.name,
          snapshot: { other_documents: [row] },
          fileIds: row.file_id ? [row.file_id] : [],
        });
      });
    },
  };
}
export type DocumentsService = ReturnType<typeof documentsService>;
