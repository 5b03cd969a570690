import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  mailSettingsRequest,
  type MailSettings,
  type MailSettingsRequest,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/access.js';
import { recordActivity, changesOf } from '../../lib/activity.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';

/**
 * The user's choices of email (issue 17, docs/decisions/025-mail.md): the weekly digest,
 * reminders N days before and the mails' language, under Settings → Profile; and the signed
 * unsubscribe link of each mail a user may stop, which turns digest and reminders off without
 * signing in.
 */

/** The signed unsubscribe links of one server (its signing secret and PUBLIC_URL). */
export function unsubscribeLinks(signingSecret: AppContext['signingSecret'], origin: string) {
  const unsubscribeSig = (userId: number) =>
    createHmac('sha256', signingSecret).update(`unsubscribe:${userId}`).digest('base64url');
  const unsubscribeToken = (userId: number) => `${userId}.${unsubscribeSig(userId)}`;

  /** The headers and page address of a mail a user may stop (RFC 8058 one-click too). */
  function optOut(userId: number) {
    const token = unsubscribeToken(userId);
    return {
      url: `${origin}/unsubscribe?token=${token}`,
      headers: {
        'List-Unsubscribe': `<${origin}/api/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return { unsubscribeSig, unsubscribeToken, optOut };
}
export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
export type OptOut = UnsubscribeLinks['optOut'];

export function mailChoices(
  ctx: AppContext,
  { unsubscribeSig, unsubscribeToken }: UnsubscribeLinks,
) {
  const { db, config, clock } = ctx;
  const mail = config.mail;

  async function settingsOf(userId: number): Promise<MailSettings> {
    const row = await db
      .selectFrom('users')
      .select(['email', 'mail_digest', 'mail_reminder_days', 'mail_language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      enabled: mail !== null,
      email: row.email,
      digest: row.mail_digest === 1,
      reminder_days: (row.mail_reminder_days ?? null) as MailSettings['reminder_days'],
      language: row.mail_language === 'en' ? 'en' : 'ne',
    };
  }

  return {
    settings: (actor: Actor) => settingsOf(actor.id),

    async updateSettings(actor: Actor, body: MailSettingsRequest): Promise<MailSettings> {
      const parsed = mailSettingsRequest.parse(body);
      const before = await settingsOf(actor.id);
      const digest =
        parsed.digest === undefined
          ? undefined
          : parsed.digest === true || parsed.digest === '1' || parsed.digest === 'true';
      const values = {
        ...(digest === undefined ? {} : { mail_digest: digest ? 1 : 0 }),
        ...(parsed.reminder_days === undefined ? {} : { mail_reminder_days: parsed.reminder_days }),
        ...(parsed.language === undefined ? {} : { mail_language: parsed.language }),
      };
      if (Object.keys(values).length > 0) {
        await db.transaction().execute(async (trx) => {
          const now = isoNow(clock);
          await trx
            .updateTable('users')
            .set({ ...values, updated_at: now })
            .where('id', '=', actor.id)
            .execute();
          const changes = changesOf(
            {
              digest: before.digest,
              reminder_days: before.reminder_days,
              language: before.language,
            },
            {
              ...(digest === undefined ? {} : { digest }),
              ...(parsed.reminder_days === undefined
                ? {}
                : { reminder_days: parsed.reminder_days }),
              ...(parsed.language === undefined ? {} : { language: parsed.language }),
            },
          );
          if (changes) {
            await recordActivity(
              trx,
              actor,
              {
                action: 'update',
                entity: 'user',
                entityId: actor.id,
                companyId: actor.companyId,
                summary: `${actor.name ?? ''}: इमेलका रोजाइ`,
                changes,
              },
              now,
            );
          }
        });
      }
      return settingsOf(actor.id);
    },

    /** The unsubscribe link: digest and reminders off, without signing in. */
    async unsubscribe(token: string): Promise<void> {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      const userId = match ? Number(match[1]) : 0;
      const given = Buffer.from(match?.[2] ?? '');
      const expected = Buffer.from(userId > 0 ? unsubscribeSig(userId) : '');
      if (!match || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw notFound();
      }
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'name', 'company_id', 'mail_digest', 'mail_reminder_days'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) throw notFound();
        if (user.mail_digest === 0 && user.mail_reminder_days === null) return;
        const now = isoNow(clock);
        await trx
          .updateTable('users')
          .set({ mail_digest: 0, mail_reminder_days: null, updated_at: now })
          .where('id', '=', userId)
          .execute();
        await recordActivity(
          trx,
          {
            id: user.id,
            name: user.name,
            role: 'user',
            companyId: user.company_id,
            companyExpired: false,
          },
          {
            action: 'update',
            entity: 'user',
            entityId: user.id,
            companyId: user.company_id,
            summary: `${user.name}: इमेल बन्द (अनसब्स्क्राइब लिङ्क)`,
            changes: {
              digest: [user.mail_digest === 1, false],
              reminder_days: [user.mail_reminder_days, null],
            },
          },
          now,
        );
      });
    },

    unsubscribeToken,
  };
}
