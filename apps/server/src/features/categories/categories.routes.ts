import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  category,
  categoryInput,
  categoryOrder,
  idParam,
  messageBody,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const written = z.object({ message: z.string(), data: category });

export const categoriesRoutes =
  (categories: CategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/categories',
      { schema: { tags, response: { 200: z.object({ data: z.array(category) }) } } },
      async (request) => ({
        data: await categories.list(actorOf(request)),
      }),
    );
    app.get(
      '/categories/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: category }) } } },
      async (request) => ({
        data: await categories.get(actorOf(request), request.params.id),
      }),
    );
    app.post(
      '/categories',
      { schema: { tags, body: categoryInput, response: { 200: written } } },
      async (request) => ({
        message: translate('categories.created', request.lang),
        data: await categories.create(actorOf(request), request.body),
      }),
    );
    app.put(
      '/categories/:id',
      { schema: { tags, params: idParam, body: categoryInput, response: { 200: written } } },
      async (request) => ({
        message: translate('categories.updated', request.lang),
        data: await categories.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/categories/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await categories.remove(actorOf(request), request.params.id);
        return { message: translate('categories.deleted', request.lang) };
      },
    );
    // The original product writes this path with a trailing slash; both spellings work.
    for (const path of ['/order-categories', '/order-categories/']) {
      app.put(
        path,
        {
          schema: {
            tags,
            body: categoryOrder,
            response: { 200: z.object({ message: z.string(), data: z.array(category) }) },
          },
        },
        async (request) => ({
          message: translate('order.saved', request.lang),
          data: await categories.reorder(actorOf(request), request.body.categoryOrder),
        }),
      );
    }
  };
