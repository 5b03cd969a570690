import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequest,
  mailSettingsRequest,
  mailSettingsResponse,
  mailSettingsUpdateResponse,
  mailStatusResponse,
  mailTestRequest,
  messageBody,
  publicConfigResponse,
  resetPasswordRequest,
  unsubscribeRequest,
} from '@karyayojana/contracts';
import { authorize } from '../../lib/access.js';
import { notFound } from '../../lib/errors.js';
import { translate } from '../../lib/messages.js';
import { actorOf } from '../../plugins/request-context.js';
import type { MailService } from './mail.service.js';
import type { PasswordResetService } from './password-reset.service.js';

/**
 * Email's routes (issue 17, docs/decisions/025-mail.md). Public: the sign-in page's question
 * (is mail on?), "forgot password", the reset itself and the unsubscribe link. Signed in: the
 * user's own choices. The Super-Admin: the queue's state and a test mail.
 */
export const mailRoutes =
  (mail: MailService, resets: PasswordResetService, trashDays?: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public-config',
      {
        config: { public: true },
        schema: { tags: ['mail'], response: { 200: publicConfigResponse } },
      },
      async () => ({
        data: { mail: mail.enabled, ...(trashDays === undefined ? {} : { trash_days: trashDays }) },
      }),
    );

    app.post(
      '/forgot-password',
      {
        config: { public: true },
        schema: { tags: ['mail'], body: forgotPasswordRequest, response: { 200: messageBody } },
      },
      async (request) => {
        await resets.forgot(request.body, request.ip);
        return { message: translate('mail.resetSent', request.lang) };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { public: true },
        schema: { tags: ['mail'], body: resetPasswordRequest, response: { 200: messageBody } },
      },
      async (request) => {
        await resets.reset(request.body);
        return { message: translate('mail.passwordReset', request.lang) };
      },
    );

    // A mail client's one-click unsubscribe (RFC 8058) posts a form; its one field is ignored.
    // The form parser is this route's alone (its own plugin scope): every other route of the
    // API refuses a form body with 415.
    await app.register(async (scope) => {
      const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
      unsubscribe.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => {
          const fields = Object.fromEntries(new URLSearchParams(String(body)));
          done(null, fields);
        },
      );
      unsubscribe.post(
        '/unsubscribe',
        {
          config: { public: true },
          schema: {
            tags: ['mail'],
            querystring: unsubscribeRequest.partial(),
            body: unsubscribeRequest.partial().optional(),
            response: { 200: messageBody },
          },
        },
        async (request) => {
          const token = request.body?.token ?? request.query.token;
          // No token names nobody: the same answer as a wrong one.
          if (!token) throw notFound();
          await mail.unsubscribe(token);
          return { message: translate('mail.unsubscribed', request.lang) };
        },
      );
    });

    app.get(
      '/mail-settings',
      { schema: { tags: ['mail'], response: { 200: mailSettingsResponse } } },
      async (request) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        return { data: await mail.settings(actor) };
      },
    );

    app.put(
      '/mail-settings',
      {
        schema: {
          tags: ['mail'],
          body: mailSettingsRequest,
          response: { 200: mailSettingsUpdateResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        authorize(actor, 'ownAccount');
        const data = await mail.updateSettings(actor, request.body);
        return { message: translate('mail.settingsSaved', request.lang), data };
      },
    );

    app.get(
      '/mail/status',
      { schema: { tags: ['mail'], response: { 200: mailStatusResponse } } },
      async (request, reply) => {
        const actor = actorOf(request);
        authorize(actor, 'mail.monitor');
        reply.header('cache-control', 'no-store');
        return { data: await mail.status() };
      },
    );

    app.post(
      '/mail/test',
      {
        schema: {
          tags: ['mail'],
          body: mailTestRequest.optional(),
          response: { 200: messageBody },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        authorize(actor, 'mail.monitor');
        await mail.sendTest(actor, request.body?.email, request.lang);
        return { message: translate('mail.testQueued', request.lang) };
      },
    );
  };
