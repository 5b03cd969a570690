import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { createClock } from '../src/lib/clock.js';
import { mailService } from '../src/features/mail/mail.service.js';
import { hashPassword } from '../src/features/auth/passwords.js';

/**
 * Email's costs at the national scale (issue 17, docs/decisions/025-mail.md): five officers in
 * every municipality take the weekly digest and reminders a day before each event. On a
 * Sunday at 07:05 in Nepal, the first look queues every digest and the day's reminders and
 * sends them (through a transport that only counts: SMTP's own time is not ours); the looks
 * that follow, every minute, find nothing new, and that steady cost is what every process
 * pays each minute. The officers and their mail go again afterwards.
 */
export interface MailCost {
  officers: number;
  queued: number;
  firstTickMs: number;
  perMail: number;
  steadyMedianMs: number;
  steadyMaxMs: number;
}

const OFFICERS_PER_COMPANY = 5;

export async function mailCost(env: Record<string, string>): Promise<MailCost> {
  const config = loadConfig({
    ...env,
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'bench@example.test',
    PUBLIC_URL: 'https://plan.example.test',
  });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  const firstNewId =
    Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    ) + 1;
  try {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'user')
      .executeTakeFirstOrThrow();
    const companies = (
      await db.selectFrom('companies').select('id').where('is_owner', '=', 0).execute()
    ).map((c) => c.id);
    const hash = await hashPassword('bench-officer');
    const now = new Date().toISOString();
    const rows = companies.flatMap((company, c) =>
      Array.from({ length: OFFICERS_PER_COMPANY }, (_, i) => {
        const email = `officer${i}.c${c}@mail.bench`;
        return {
          company_id: company,
          role_id: role.id,
          name: `अधिकृत ${i + 1}`,
          email,
          email_key: email,
          password_hash: hash,
          mail_digest: 1,
          mail_reminder_days: 1,
          created_at: now,
          updated_at: now,
        };
      }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    await sql`analyze users`.execute(db);

    // A Sunday in the middle of the seeded plan, at 07:05 in Nepal (01:20 UTC).
    const span = await db
      .selectFrom('events')
      .select([(eb) => eb.fn.min('ad_date').as('first'), (eb) => eb.fn.max('ad_date').as('last')])
      .executeTakeFirstOrThrow();
    const middle =
      (Date.parse(`${String(span.first)}T00:00:00Z`) +
        Date.parse(`${String(span.last)}T00:00:00Z`)) /
      2;
    const day = new Date(middle);
    day.setUTCDate(day.getUTCDate() - day.getUTCDay());
    let at = new Date(`${day.toISOString().slice(0, 10)}T01:20:00Z`);
    const clock = createClock('Asia/Kathmandu', () => at);
    let sent = 0;
    const ctx = {
      config,
      db,
      dialect: database.dialect,
      clock,
      signingSecret: randomBytes(32),
    } as unknown as AppContext;
    const mail = mailService(ctx, {
      send: () => {
        sent++;
        return Promise.resolve();
      },
      close: () => undefined,
    });

    const t0 = performance.now();
    await mail.tick();
    const firstTickMs = performance.now() - t0;
    const queued = sent;

    const steady: number[] = [];
    for (let i = 0; i < 7; i++) {
      at = new Date(at.getTime() + 60_000);
      const t = performance.now();
      await mail.tick();
      steady.push(performance.now() - t);
    }
    steady.sort((a, b) => a - b);
    return {
      officers: rows.length,
      queued,
      firstTickMs,
      perMail: firstTickMs / Math.max(1, queued),
      steadyMedianMs: steady[Math.floor(steady.length / 2)]!,
      steadyMaxMs: steady[steady.length - 1]!,
    };
  } finally {
    await db.deleteFrom('mail_jobs').execute();
    await db.deleteFrom('users').where('id', '>=', firstNewId).execute();
    await database.close();
  }
}
