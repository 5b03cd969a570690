import { createHash, randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { MailKind } from '@karyayojana/contracts';
import type { Database, MailJobsTable } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { RenderedMail } from './mail-render.js';

/**
 * The durable mail queue (docs/decisions/025-mail.md). A mail is a row of `mail_jobs`, queued
 * once by its `dedupe_key` (a second enqueue of the same key, from another process or after a
 * restart, is a no-op). A worker claims due rows under a lease (PostgreSQL: FOR UPDATE SKIP
 * LOCKED; SQLite: the single writer), sends them, and marks them sent; a failure is retried
 * with a growing delay, up to MAX_ATTEMPTS. A process that dies mid-send leaves its rows to
 * be claimed again when the lease runs out.
 */

export const MAX_ATTEMPTS = 8;
/** How long a claimed job is this worker's: far longer than an SMTP exchange takes. */
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** The delay before attempt `attempts + 1`: 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/** Mails queued and not yet sent, skipped or given up: one count over the claim's index. */
export async function queueDepth(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_jobs')
    .select((eb) => eb.fn.countAll<number>().as('depth'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.depth);
}

export interface NewMail {
  dedupeKey: string;
  kind: MailKind;
  userId: number | null;
  companyId: number | null;
  to: string;
  mail: RenderedMail;
  headers?: Record<string, string>;
  /** What must still hold when it goes (checked by the sender's `stillDue`). */
  guard?: Record<string, unknown>;
  /** ISO instant; now when absent. */
  runAt?: string;
}

/** The columns a claim returns: what sending a job needs. */
const CLAIMED = [
  'id',
  'dedupe_key',
  'kind',
  'user_id',
  'company_id',
  'to_address',
  'subject',
  'body',
  'guard',
  'attempts',
] as const;
export type ClaimedJob = Pick<Selectable<MailJobsTable>, (typeof CLAIMED)[number]>;

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    messageId: string;
  }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: `smtp://` (STARTTLS when offered) or `smtps://` (TLS). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function mailQueue(options: {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  from: string;
  /** The host of PUBLIC_URL: Message-IDs are ours. */
  host: string;
  transport: MailTransport;
  /** Whether a claimed job must still go (a reminder's event not moved, say). */
  stillDue: (job: ClaimedJob) => Promise<boolean>;
  onError?: (error: unknown, job: ClaimedJob) => void;
}) {
  const { db, clock } = options;
  const worker = randomUUID();
  const nowIso = () => clock.now().toISOString();

  async function claim(): Promise<ClaimedJob[]> {
    const now = clock.now();
    const iso = now.toISOString();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('mail_jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', iso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(BATCH);
      if (options.dialect === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      return (
        trx
          .updateTable('mail_jobs')
          .set({
            status: 'sending',
            locked_until: lease,
            locked_by: worker,
            attempts: sql<number>`attempts + 1`,
          })
          .where('id', 'in', ids)
          // Checked again by the write itself: SQLite's single writer, PostgreSQL's row lock.
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', iso)]),
              eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
            ]),
          )
          .returning(CLAIMED)
          .execute()
      );
    });
  }

  /** Marks a claimed job; only while the lease is still ours (a slow worker loses it). */
  const finish = (id: number, values: Updateable<MailJobsTable>) =>
    db
      .updateTable('mail_jobs')
      .set({ locked_until: null, locked_by: null, ...values })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .execute();

  async function deliver(job: ClaimedJob): Promise<void> {
    if (!job.body || !(await options.stillDue(job))) {
      await finish(job.id, { status: 'skipped', body: null });
      return;
    }
    const body = JSON.parse(job.body) as {
      text: string;
      html: string;
      headers?: Record<string, string>;
    };
    try {
      await options.transport.send({
        from: options.from,
        to: job.to_address,
        subject: job.subject,
        text: body.text,
        html: body.html,
        headers: body.headers ?? {},
        // The same for every attempt: a copy sent twice (a crash between the SMTP server's
        // answer and our write) is one message to the receiving systems.
        messageId: `<${job.kind}.${job.id}.${createHash('sha256').update(job.dedupe_key).digest('hex').slice(0, 16)}@${options.host}>`,
      });
    } catch (error) {
      options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = job.attempts >= MAX_ATTEMPTS;
      await finish(job.id, {
        status: gaveUp ? 'failed' : 'pending',
        last_error: message.slice(0, 500),
        run_at: new Date(clock.now().getTime() + backoffMs(job.attempts)).toISOString(),
        // A failed reset link is useless later; its body goes with it.
        ...(gaveUp ? { body: null } : {}),
      });
      return;
    }
    // Sent: the body (a reset link is a secret) is not kept.
    await finish(job.id, { status: 'sent', sent_at: nowIso(), body: null, last_error: null });
  }

  let running: Promise<number> | null = null;
  let again = false;

  return {
    worker,

    /** Queues mails; a key already queued (by anyone, ever) is left as it is. */
    async enqueue(mails: NewMail[], run: Kysely<Database> = db): Promise<number> {
      if (mails.length === 0) return 0;
      const created = nowIso();
      let added = 0;
      for (let i = 0; i < mails.length; i += 200) {
        const rows = mails.slice(i, i + 200).map((m) => ({
          dedupe_key: m.dedupeKey,
          kind: m.kind,
          user_id: m.userId,
          company_id: m.companyId,
          to_address: m.to,
          subject: m.mail.subject.slice(0, 300),
          body: JSON.stringify({ text: m.mail.text, html: m.mail.html, headers: m.headers ?? {} }),
          guard: m.guard ? JSON.stringify(m.guard) : null,
          run_at: m.runAt ?? created,
          created_at: created,
        }));
        const result = await run
          .insertInto('mail_jobs')
          .values(rows)
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /**
     * Sends what is due until nothing is; one drain at a time per process (a call during a
     * drain makes it go round once more). Returns how many jobs it handled.
     */
    drain(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let handled = 0;
        try {
          do {
            again = false;
            for (;;) {
              const jobs = await claim();
              if (jobs.length === 0) break;
              for (const job of jobs) await deliver(job);
              handled += jobs.length;
            }
          } while (again);
        } finally {
          running = null;
        }
        return handled;
      })();
      return running;
    },

    /** Waits for a drain under way (a stop lets the mail in hand go out). */
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined);
    },
  };
}
export type MailQueue = ReturnType<typeof mailQueue>;
