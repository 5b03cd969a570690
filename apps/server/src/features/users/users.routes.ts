import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  messageBody,
  setUserPassword,
  userListItem,
  userRegister,
  userUpdate,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const written = z.object({ message: z.string(), data: userListItem });

export const usersRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    // docs/behaviour.md §3: all-users returns the array itself, not under `data`.
    app.get(
      '/all-users',
      { schema: { tags, response: { 200: z.array(userListItem) } } },
      async (request) => users.list(actorOf(request)),
    );
    app.get(
      '/fetch-user/:id',
      { schema: { tags, params: idParam, response: { 200: z.object({ data: userListItem }) } } },
      async (request) => ({
        data: await users.get(actorOf(request), request.params.id),
      }),
    );
    app.post(
      '/register',
      { schema: { tags, body: userRegister, response: { 200: written } } },
      async (request) => ({
        message: translate('users.created', request.lang),
        data: await users.register(actorOf(request), request.body),
      }),
    );
    app.put(
      '/update-user/:id',
      { schema: { tags, params: idParam, body: userUpdate, response: { 200: written } } },
      async (request) => ({
        message: translate('users.updated', request.lang),
        data: await users.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/delete-user/:id',
      { schema: { tags, params: idParam, response: { 200: messageBody } } },
      async (request) => {
        await users.remove(actorOf(request), request.params.id);
        return { message: translate('users.deleted', request.lang) };
      },
    );
    app.put(
      '/change-user-password/:id',
      { schema: { tags, params: idParam, body: setUserPassword, response: { 200: messageBody } } },
      async (request) => {
        await users.setPassword(actorOf(request), request.params.id, request.body);
        return { message: translate('users.passwordSet', request.lang) };
      },
    );
  };
