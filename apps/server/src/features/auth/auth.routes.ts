import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  loginRequest,
  loginResponse,
  messageBody,
  user,
} from '@karyayojana/contracts';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import { authorize } from '../../lib/access.js';
import type { AuthService } from './auth.service.js';

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/login',
      {
        config: { public: true },
        schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse } },
      },
      async (request) => {
        const { token, user: signedIn } = await auth.login(request.body, request.ip);
        return { token, user: signedIn, message: translate('auth.loggedIn', request.lang) };
      },
    );

    app.post(
      '/logout',
      { schema: { tags: ['auth'], response: { 200: messageBody } } },
      async (request) => {
        actorOf(request);
        if (request.tokenHash) await auth.logout(request.tokenHash);
        return { message: translate('auth.loggedOut', request.lang) };
      },
    );

    // The same object twice: the original client reads `user`, ours `data` (contract.md §4).
    app.get(
      '/user',
      { schema: { tags: ['auth'], response: { 200: z.object({ data: user, user }) } } },
      async (request) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        const current = await auth.currentUser(actor);
        return { data: current, user: current };
      },
    );

    app.post(
      '/change-password',
      { schema: { tags: ['auth'], body: changePasswordRequest, response: { 200: messageBody } } },
      async (request) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        await auth.changePassword(actor, request.tokenHash ?? '', request.body);
        return { message: translate('auth.passwordChanged', request.lang) };
      },
    );
  };
