import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { mailChoices, unsubscribeLinks } from './mail-choices.js';
import { mailOperator } from './mail-operator.js';
import {
  mailQueue,
  smtpTransport,
  type ClaimedJob,
  type MailQueue,
  type MailTransport,
  type NewMail,
} from './mail-queue.js';
import { mailScheduler, mailStillDue } from './mail-scheduler.js';

/**
 * Email (issue 17, docs/decisions/025-mail.md): the queue (mail-queue.ts) and the three parts
 * around it, as one service: the scheduler of what comes due (mail-scheduler.ts), the user's
 * choices and unsubscribe link (mail-choices.ts), the operator's view (mail-operator.ts). Nothing
 * here runs in a request's path but the queueing of a single mail.
 */
export function mailService(ctx: AppContext, transport?: MailTransport) {
  const { db, config, clock } = ctx;
  const mail = config.mail;
  const origin = mail?.publicUrl ?? '';
  const queue: MailQueue | null = mail
    ? mailQueue({
        db,
        dialect: ctx.dialect,
        clock,
        from: mail.from,
        host: new URL(mail.publicUrl).hostname,
        transport: transport ?? smtpTransport(mail.smtpUrl),
        stillDue: mailStillDue(ctx),
        onError: (error, job) => errorLog?.(error, job),
      })
    : null;
  let errorLog: ((error: unknown, job: ClaimedJob) => void) | undefined;
  let kicks = true;

  const links = unsubscribeLinks(ctx.signingSecret, origin);
  const scheduler = mailScheduler(ctx, queue, {
    origin,
    optOut: links.optOut,
    onErrors: (log) => service.onErrors(log),
  });
  const operator = mailOperator(ctx, queue, { origin, kick: () => service.kick() });

  const service = {
    enabled: mail !== null,
    queue,
    ...scheduler,

    /** Errors of sending go to `log` (without the timers of `start`). */
    onErrors(log: (error: unknown, what: string) => void): void {
      errorLog = (error, job) => log(error, `mail ${job.kind} #${job.id}`);
    },

    /** Nothing is sent unless a test drains the queue (no kick after a request). */
    manual(): void {
      kicks = false;
    },

    /** A mail queued by a request goes at once, after the answer (never in its path). */
    kick(): void {
      if (!queue || !kicks) return;
      setImmediate(() => {
        queue
          .drain()
          .catch((error: unknown) => errorLog?.(error, { kind: 'queue', id: 0 } as ClaimedJob));
      });
    },

    ...mailChoices(ctx, links),
    ...operator,

    /** Queues one mail a request made (a reset link), and lets the worker take it. */
    async queueOne(mailToSend: NewMail, run = db): Promise<void> {
      if (!queue) throw new AppError('CONFLICT', { key: 'mail.off' });
      await queue.enqueue([mailToSend], run);
    },

    origin,
  };
  return service;
}
export type MailService = ReturnType<typeof mailService>;
