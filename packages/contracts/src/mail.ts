import { z } from 'zod';
import { email, emptyAsAbsent, newPassword } from './common.js';

/**
 * Email (issue 17, docs/decisions/025-mail.md): each user's choices, the password reset, the
 * unsubscribe link and the Super-Admin's view of the queue. Email is on only when the operator
 * set SMTP_URL, MAIL_FROM and PUBLIC_URL; every field here is optional for older clients.
 */

/** Days before an event its reminder is sent; null: no reminders. */
export const REMINDER_DAYS = [0, 1, 3, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export const MAIL_LANGUAGES = ['ne', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** `GET /api/mail-settings`: the signed-in user's choices, and whether the server sends mail. */
export const mailSettings = z.object({
  /** Whether this server sends email at all (SMTP configured); the choices wait when it is not. */
  enabled: z.boolean(),
  /** Where the mail goes: the account's email. */
  email: z.string(),
  /** The weekly digest, Sunday 07:00 Nepal time. */
  digest: z.boolean(),
  /** A reminder this many days before each event, or none. */
  reminder_days: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(7)]).nullable(),
  language: z.enum(MAIL_LANGUAGES),
});
export type MailSettings = z.infer<typeof mailSettings>;
export const mailSettingsResponse = z.object({ data: mailSettings });
export type MailSettingsResponse = z.infer<typeof mailSettingsResponse>;

const reminderDays = z.coerce
  .number()
  .int()
  .refine((n) => (REMINDER_DAYS as readonly number[]).includes(n), {
    message: 'One of 0, 1, 3 or 7 days.',
    params: { kind: 'reminderDays' },
  });

/** `PUT /api/mail-settings`: any of the three; a field left out keeps its value. */
export const mailSettingsRequest = z.object({
  digest: emptyAsAbsent(z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()),
  /** null (or "none") turns reminders off. */
  reminder_days: z.preprocess(
    (v) => (v === '' || v === 'none' ? null : v),
    reminderDays.nullable().optional(),
  ),
  language: emptyAsAbsent(z.enum(MAIL_LANGUAGES).optional()),
});
export type MailSettingsRequest = z.input<typeof mailSettingsRequest>;
export const mailSettingsUpdateResponse = z.object({ message: z.string(), data: mailSettings });

/** `POST /api/forgot-password`: always the same answer, whether the address is known or not. */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** `POST /api/reset-password`: the link's token and the new password, once, within 30 minutes. */
export const resetPasswordRequest = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match.',
    params: { kind: 'passwordsDiffer' },
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** `POST /api/unsubscribe`: the token of a mail's unsubscribe link; no sign-in. */
export const unsubscribeRequest = z.object({ token: z.string().trim().min(1).max(300) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;

export const MAIL_KINDS = [
  'digest',
  'reminder',
  'password_reset',
  'expiry_notice',
  'test',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_JOB_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

export const mailJob = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_JOB_STATUSES),
  attempts: z.number(),
  /** ISO instant: when it is (or was) due; for a retry, the next attempt. */
  run_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type MailJob = z.infer<typeof mailJob>;

/** `GET /api/mail/status` (Super-Admin): whether mail is on, the queue, the latest failures. */
export const mailStatusResponse = z.object({
  data: z.object({
    enabled: z.boolean(),
    from: z.string().nullable(),
    /** The address links in mails point to (PUBLIC_URL). */
    public_url: z.string().nullable(),
    queue: z.object({
      pending: z.number(),
      /** Of the pending, those that failed at least once and wait for their retry. */
      retrying: z.number(),
      failed: z.number(),
      sent_last_day: z.number(),
    }),
    /** Newest first: jobs that failed or are being retried, with the SMTP server's error. */
    problems: z.array(mailJob),
    /** Newest first: the latest jobs of any status. */
    recent: z.array(mailJob),
  }),
});
export type MailStatusResponse = z.infer<typeof mailStatusResponse>;

/** `POST /api/mail/test` (Super-Admin): a test mail to `email` (default: the caller's own). */
export const mailTestRequest = z.object({ email: emptyAsAbsent(email.optional()) });
export type MailTestRequest = z.infer<typeof mailTestRequest>;

/** `GET /api/public-config`: what the sign-in page needs to know before anyone signs in. */
export const publicConfigResponse = z.object({
  data: z.object({
    /** Whether "forgot password" can send a link. */
    mail: z.boolean(),
    /** TRASH_DAYS: how long a deleted event, task or document waits in the trash (issue 27). */
    trash_days: z.number().optional(),
  }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
