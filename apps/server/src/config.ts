import net from 'node:net';
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
  // Several processes (docs/deploy.md, docs/decisions/028): object storage, a shared key.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, dashes)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must look like https://s3.example.com or http://127.0.0.1:9000')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must look like redis://127.0.0.1:6379')
    .optional(),
  METRICS_ALLOW: z.string().default('127.0.0.1/8,::1/128'),
  TRUST_PROXY: z.string().optional(),
  SIGNING_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (openssl rand -hex 32)')
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
  /** Object storage (S3 API) when S3_BUCKET is set; otherwise files stay in DATA_DIR/storage. */
  s3: S3Config | null;
  /** Shared counters (sign-in throttle, public page window) in Redis instead of the database. */
  redisUrl: string | undefined;
  /** Addresses (IPs or CIDR ranges) that may read /api/metrics. */
  metricsAllow: string[];
  /**
   * The reverse proxies or load balancers (IPs or CIDR ranges) whose X-Forwarded-For and
   * X-Forwarded-Proto are believed: behind one, every caller would otherwise have its address,
   * and the per-address limits would count all callers as one. Empty: headers ignored.
   */
  trustProxy: string[];
  /**
   * The link-signing key shared by every process (SIGNING_KEY); without it, DATA_DIR/signing.key
   * (made at the first start) serves one machine.
   */
  signingKey: Buffer | undefined;
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
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
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both (or neither: the SDK finds credentials)',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: object storage needs a bucket (S3_ENDPOINT or S3 keys are set without it)',
    );
  }
  const addresses = (name: 'METRICS_ALLOW' | 'TRUST_PROXY', text = '') => {
    const list = text
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = list.find((a) => !isAddressOrRange(a));
    if (bad !== undefined) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: ${bad} is not an IP address or a CIDR range (e.g. 10.0.0.0/8)`,
      );
    }
    return list;
  };
  const metricsAllow = addresses('METRICS_ALLOW', e.METRICS_ALLOW);
  const trustProxy = addresses('TRUST_PROXY', e.TRUST_PROXY);
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
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    redisUrl: e.REDIS_URL,
    metricsAllow,
    trustProxy,
    signingKey: e.SIGNING_KEY ? Buffer.from(e.SIGNING_KEY, 'hex') : undefined,
  };
}

/** An IPv4 or IPv6 address, or one with a prefix length (CIDR). */
export function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
