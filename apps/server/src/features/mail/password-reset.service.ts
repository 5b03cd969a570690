import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { tokensRepository } from '../auth/tokens.repository.js';
import { composeMail } from './mail-render.js';
import type { MailService } from './mail.service.js';

/**
 * "Forgot password" (issue 17, docs/decisions/025-mail.md): a one-time link, valid 30
 * minutes, mailed to the account's address. The answer is the same whether the address is
 * known or not; every request is a row (known or not), and the throttle counts rows: per
 * address, at most 3 links an hour (more are silently not sent: nobody's mailbox is flooded);
 * per client address, 20 requests an hour, then 429.
 */
export const RESET_MINUTES = 30;
const PER_EMAIL_PER_HOUR = 3;
const PER_IP_PER_HOUR = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const WORDS = {
  subject: {
    ne: 'कार्ययोजना: नयाँ पासवर्ड राख्ने लिङ्क',
    en: 'Karyayojana: a link to set a new password',
  },
  intro: {
    ne: (minutes: string) =>
      `तपाईंको खाताको पासवर्ड बिर्सिएको भनी अनुरोध आयो। तलको लिङ्कबाट ${minutes} मिनेटभित्र एक पटक नयाँ पासवर्ड राख्न सकिन्छ:`,
    en: (minutes: string) =>
      `Someone asked to reset the password of your account. The link below sets a new password, once, within ${minutes} minutes:`,
  },
  notYou: {
    ne: 'तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्; तपाईंको पासवर्ड बदलिँदैन।',
    en: 'If it was not you, ignore this email; your password stays as it is.',
  },
} as const;

export function passwordResetService(ctx: AppContext, mail: MailService) {
  const { db, clock } = ctx;

  return {
    /** Queues a link when the address is an account's; the caller answers the same either way. */
    async forgot(body: ForgotPasswordRequest, ip: string): Promise<void> {
      if (!mail.enabled) throw new AppError('CONFLICT', { key: 'mail.off' });
      const now = clock.now();
      const nowIso = now.toISOString();
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const emailKey = body.email.trim().toLowerCase();
      const fromIp = await db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(fromIp.n) >= PER_IP_PER_HOUR) {
        throw new AppError('RATE_LIMITED', {
          key: 'mail.resetThrottled',
          headers: { 'retry-after': '3600' },
        });
      }
      const forEmail = await db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email_key', '=', emailKey)
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'company_id', 'mail_language'])
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
      const send = user !== undefined && Number(forEmail.n) < PER_EMAIL_PER_HOUR;
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('password_resets')
          .values({
            user_id: user?.id ?? null,
            email_key: emailKey.slice(0, 254),
            ip: ip.slice(0, 64),
            token_hash: send ? sha256(token) : null,
            created_at: nowIso,
            expires_at: expires,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!send || !user) return;
        const lang = user.mail_language === 'en' ? 'en' : 'ne';
        const link = `${mail.origin}/reset-password?token=${token}`;
        await mail.queueOne(
          {
            dedupeKey: `reset:${row.id}`,
            kind: 'password_reset',
            userId: user.id,
            companyId: user.company_id,
            to: user.email,
            guard: { expires_at: expires },
            mail: composeMail({
              lang,
              subject: WORDS.subject[lang],
              name: user.name,
              intro: [WORDS.intro[lang](lang === 'ne' ? '३०' : '30'), link, WORDS.notYou[lang]],
              origin: mail.origin,
            }),
          },
          trx,
        );
      });
      if (send) mail.kick();
    },

    /** Sets the new password once; the link then names nothing, and every session ends. */
    async reset(body: ResetPasswordRequest): Promise<void> {
      const nowIso = isoNow(clock);
      const tokenHash = sha256(body.token);
      const hash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('password_resets')
          .innerJoin('users', 'users.id', 'password_resets.user_id')
          .select([
            'password_resets.id',
            'password_resets.expires_at',
            'password_resets.used_at',
            'users.id as user_id',
            'users.name',
            'users.company_id',
          ])
          .where('password_resets.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (!row || row.used_at !== null || row.expires_at <= nowIso) {
          throw fieldError('token', 'mail.resetLinkInvalid');
        }
        // Used once: the write that marks it is the one that may go on (two clicks at once).
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: nowIso })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw fieldError('token', 'mail.resetLinkInvalid');
        // The user's other links go too.
        await trx
          .updateTable('password_resets')
          .set({ used_at: nowIso })
          .where('user_id', '=', row.user_id)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: nowIso })
          .where('id', '=', row.user_id)
          .execute();
        await tokensRepository(trx).revokeAllOf(row.user_id);
        await recordActivity(
          trx,
          {
            id: row.user_id,
            name: row.name,
            role: 'user',
            companyId: row.company_id,
            companyExpired: false,
          },
          {
            action: 'password',
            entity: 'user',
            entityId: row.user_id,
            companyId: row.company_id,
            summary: activitySummary('activity.summary.resetPassword', { name: row.name }),
          },
          nowIso,
        );
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
