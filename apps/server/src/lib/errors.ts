import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@karyayojana/contracts';
import type { MessageKey } from './messages.js';

const defaultKey: Record<ErrorCode, MessageKey> = {
  BAD_REQUEST: 'error.badRequest',
  UNAUTHENTICATED: 'auth.required',
  FORBIDDEN: 'error.forbidden',
  COMPANY_EXPIRED: 'error.companyExpired',
  NOT_FOUND: 'error.notFound',
  METHOD_NOT_ALLOWED: 'error.methodNotAllowed',
  CONFLICT: 'error.conflict',
  PAYLOAD_TOO_LARGE: 'error.tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.unsupportedMedia',
  VALIDATION_FAILED: 'error.validation',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL: 'error.internal',
  SERVICE_UNAVAILABLE: 'error.storeUnavailable',
};

export interface AppErrorOptions {
  /** A catalogue key, translated for the caller; or `text`, sent as written (the original product's fixed texts). */
  key?: MessageKey;
  text?: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  /** Field errors as catalogue keys, translated for the caller (the first one is the message). */
  fieldKeys?: Record<string, MessageKey>;
  /** Validation issues, written as field errors in the caller's language (lib/validation-messages). */
  issues?: readonly z.core.$ZodIssue[];
  headers?: Record<string, string>;
  /**
   * The failure underneath (a bucket out of reach), kept for the server's log: the caller hears
   * only the plain sentence of `key`.
   */
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into docs/behaviour.md §3's body. */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.text ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = ERROR_STATUS[code];
    this.key = options.key ?? defaultKey[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/** A 422 for one field, with a sentence from the catalogue in the caller's language. */
export function fieldError(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldKeys: { [field]: key },
    ...(params ? { params } : {}),
  });
}

/** A 409 with a sentence from the catalogue. */
export function conflict(key: MessageKey): AppError {
  return new AppError('CONFLICT', { key });
}
