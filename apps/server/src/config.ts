import path from 'node:path';
import { z } from 'zod';

/**
 * The environment of docs/behaviour.md §1, parsed once at start-up. This is the only module that
 * reads process.env; everything else receives a Config.
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  TZ_APP: z
    .string()
    .default('Asia/Kathmandu')
    .refine(isTimeZone, 'is not a time zone known to this system (e.g. Asia/Kathmandu)'),
  MAX_UPLOAD_MB: positiveInt(20),
  TOKEN_TTL_DAYS: positiveInt(30),
  LOGIN_MAX_ATTEMPTS: positiveInt(10),
  TRASH_DAYS: positiveInt(30),
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://host:587 or smtps://user:pass@host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
      'must be the address users open, e.g. https://plan.example.gov.np',
    )
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  timeZone: string;
  maxUploadBytes: number;
  tokenTtlDays: number;
  loginMaxAttempts: number;
  /** Days a deleted item stays in the trash before the sweep purges it. */
  trashDays: number;
  /** Memory for serialised event reads (docs/decisions/012); 0 turns the cache off. */
  readCacheBytes: number;
  logLevel: string;
  /** The built web app; the server serves it when the folder exists. */
  webDist: string;
  /**
   * Email (docs/decisions/025-mail.md): on only when SMTP_URL, MAIL_FROM and PUBLIC_URL are all
   * set. PUBLIC_URL is the address links in mails point to: a reset link is never built from a
   * request's Host header, which a caller chooses.
   */
  mail: { smtpUrl: string; from: string; publicUrl: string } | null;
}

export class ConfigError extends Error {}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Parses the environment, failing with every bad variable named in one message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mailVars = [e.SMTP_URL, e.MAIL_FROM, e.PUBLIC_URL];
  if (mailVars.some((v) => v !== undefined) && mailVars.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL, MAIL_FROM and PUBLIC_URL: email needs all three (or none: email off)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    timeZone: e.TZ_APP,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    trashDays: e.TRASH_DAYS,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    mail:
      e.SMTP_URL && e.MAIL_FROM && e.PUBLIC_URL
        ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL.replace(/\/+$/, '') }
        : null,
  };
}
