import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_WARD,
  branch,
  branchInput,
  branchOrder,
  branchesQuery,
  idParam,
  messageBody,
  ward,
  wardCountInput,
  wardInput,
  wardsAnswer,
  wardsQuery,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { OrganisationService } from './organisation.service.js';

const tags = ['wards and branches'];
const writtenBranch = z.object({ message: z.string(), data: branch });
const branchList = z.object({ data: z.array(branch) });
/**
 * A ward number in the path, written in digits as an id is: "0x5", "5.0" or " 5" name no ward
 * (the contract's `wardParam` coerces them to 5).
 */
const wardPath = z.object({
  number: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_WARD)),
});

/**
 * Wards and branches of the caller's municipality (the Super-Admin names `company_id`):
 * issue 28, docs/behaviour.md §5a.
 */
export const organisationRoutes =
  (org: OrganisationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wards',
      { schema: { tags, querystring: wardsQuery, response: { 200: wardsAnswer } } },
      async (request) => org.wards(actorOf(request), request.query.company_id),
    );
    app.put(
      '/wards/:number',
      {
        schema: {
          tags,
          params: wardPath,
          body: wardInput,
          response: { 200: z.object({ message: z.string(), data: ward }) },
        },
      },
      async (request) => {
        const data = await org.updateWard(actorOf(request), request.params.number, request.body);
        if (!data) throw new Error('ward vanished');
        return { message: translate('wards.updated', request.lang), data };
      },
    );
    app.put(
      '/ward-count',
      {
        schema: {
          tags,
          body: wardCountInput,
          response: { 200: wardsAnswer.extend({ message: z.string() }) },
        },
      },
      async (request) => ({
        message: translate('wards.countUpdated', request.lang),
        ...(await org.setWardCount(actorOf(request), request.body)),
      }),
    );
    app.get(
      '/branches',
      { schema: { tags, querystring: branchesQuery, response: { 200: branchList } } },
      async (request) => ({ data: await org.branches(actorOf(request), request.query.company_id) }),
    );
    app.post(
      '/branches',
      { schema: { tags, body: branchInput, response: { 200: writtenBranch } } },
      async (request) => ({
        message: translate('branches.created', request.lang),
        data: await org.createBranch(actorOf(request), request.body),
      }),
    );
    app.put(
      '/branches/:id',
      { schema: { tags, params: idParam, body: branchInput, response: { 200: writtenBranch } } },
      async (request) => ({
        message: translate('branches.updated', request.lang),
        data: await org.updateBranch(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/branches/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await org.removeBranch(actorOf(request), request.params.id);
        return { message: translate('branches.deleted', request.lang) };
      },
    );
    app.put(
      '/order-branches',
      {
        schema: {
          tags,
          body: branchOrder,
          response: { 200: z.object({ message: z.string(), data: z.array(branch) }) },
        },
      },
      async (request) => ({
        message: translate('order.saved', request.lang),
        data: await org.reorderBranches(
          actorOf(request),
          request.body.branchOrder,
          request.body.company_id,
        ),
      }),
    );
  };
