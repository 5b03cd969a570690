import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { MailJob, MailLanguage, MailStatusResponse } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import type { MailQueue } from './mail-queue.js';
import { composeMail } from './mail-render.js';

/**
 * The operator's view of email (issue 17, the Super-Admin's mail page): whether mail is on and
 * from whom, the queue's counts, its problems and latest mails, and a test mail.
 */

const WORDS = {
  testSubject: { ne: 'कार्ययोजना: परीक्षण इमेल', en: 'Karyayojana: test email' },
  testIntro: {
    ne: 'यो परीक्षण इमेल हो: यस सर्भरबाट इमेल पठाउन मिल्छ।',
    en: 'This is a test email: this server can send email.',
  },
} as const;

/** A queued mail as the operator's page lists it. */
const jobOf = (row: {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  run_at: string;
  sent_at: string | null;
  last_error: string | null;
}): MailJob => ({
  id: row.id,
  kind: row.kind as MailJob['kind'],
  to: row.to_address,
  subject: row.subject,
  status: row.status as MailJob['status'],
  attempts: row.attempts,
  run_at: row.run_at,
  sent_at: row.sent_at,
  last_error: row.last_error,
});

interface OperatorDeps {
  /** PUBLIC_URL: the link in the test mail. */
  origin: string;
  /** Sends what was queued at once, after the answer (mail.service.ts). */
  kick: () => void;
}

export function mailOperator(
  ctx: AppContext,
  queue: MailQueue | null,
  { origin, kick }: OperatorDeps,
) {
  const { db, config, clock } = ctx;
  const mail = config.mail;

  return {
    async status(): Promise<MailStatusResponse['data']> {
      const dayAgo = new Date(clock.now().getTime() - 86_400_000).toISOString();
      const counts = await db
        .selectFrom('mail_jobs')
        .select([
          sql<number>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
          sql<number>`sum(case when status = 'pending' and attempts > 0 then 1 else 0 end)`.as(
            'retrying',
          ),
          sql<number>`sum(case when status = 'failed' then 1 else 0 end)`.as('failed'),
          sql<number>`sum(case when status = 'sent' and sent_at >= ${dayAgo} then 1 else 0 end)`.as(
            'sent',
          ),
        ])
        .executeTakeFirstOrThrow();
      const columns = [
        'id',
        'kind',
        'to_address',
        'subject',
        'status',
        'attempts',
        'run_at',
        'sent_at',
        'last_error',
      ] as const;
      const [problems, recent] = await Promise.all([
        db
          .selectFrom('mail_jobs')
          .select(columns)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'failed'),
              eb.and([
                eb('status', 'in', ['pending', 'sending']),
                eb('attempts', '>', 0),
                eb('last_error', 'is not', null),
              ]),
            ]),
          )
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
        db.selectFrom('mail_jobs').select(columns).orderBy('id', 'desc').limit(20).execute(),
      ]);
      return {
        enabled: mail !== null,
        from: mail?.from ?? null,
        public_url: mail?.publicUrl ?? null,
        queue: {
          pending: Number(counts.pending ?? 0),
          retrying: Number(counts.retrying ?? 0),
          failed: Number(counts.failed ?? 0),
          sent_last_day: Number(counts.sent ?? 0),
        },
        problems: problems.map(jobOf),
        recent: recent.map(jobOf),
      };
    },

    /** A test mail from the Super-Admin's view; queued like any other. */
    async sendTest(actor: Actor, to: string | undefined, lang: MailLanguage): Promise<void> {
      if (!queue) throw new AppError('CONFLICT', { key: 'mail.off' });
      const me = await db
        .selectFrom('users')
        .select(['email', 'name'])
        .where('id', '=', actor.id)
        .executeTakeFirstOrThrow();
      await queue.enqueue([
        {
          dedupeKey: `test:${randomUUID()}`,
          kind: 'test',
          userId: actor.id,
          companyId: null,
          to: to ?? me.email,
          mail: composeMail({
            lang,
            subject: WORDS.testSubject[lang],
            name: me.name,
            intro: [WORDS.testIntro[lang], origin],
            origin,
          }),
        },
      ]);
      kick();
    },
  };
}
