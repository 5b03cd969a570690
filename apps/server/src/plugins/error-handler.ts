import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@karyayojana/contracts';
import { AppError } from '../lib/errors.js';
import { fieldErrorsOf } from '../lib/error-fields.js';
import { languageOf, translate } from '../lib/messages.js';
import { issuesOf } from '../lib/validation.js';
import { fieldMessages } from '../lib/validation-messages.js';

// Fastify's own errors that a client can cause, mapped to docs/behaviour.md §3.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** A 422's message is its first field's sentence: the one thing to fix first. */
function firstMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors)[0]?.[0];
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  body: Partial<ErrorBody>,
) {
  const message = body.message ?? translate(new AppError(code).key, request.lang);
  const payload: ErrorBody = { message, code, ...(body.errors ? { errors: body.errors } : {}) };
  return reply.status(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(payload);
}

/** One error handler for the whole API: every failure leaves as `{message, code, errors?}`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A planned answer may still hide a fault of ours or of a service we need (a bucket out of
      // reach: 503). The caller hears a plain sentence; the log keeps what happened underneath.
      if (error.status >= 500) {
        request.log.error({ err: error.cause ?? error, code: error.code }, 'server-side failure');
      } else if (error.cause !== undefined) {
        request.log.warn({ err: error.cause, code: error.code }, 'failure beside a client error');
      }
      for (const [k, v] of Object.entries(error.options.headers ?? {})) reply.header(k, v);
      const errors = fieldErrorsOf(error, request.lang);
      const firstKeyed = Object.keys(error.options.fieldKeys ?? {})[0];
      const message =
        error.options.text ??
        (firstKeyed === undefined ? undefined : errors[firstKeyed]?.[0]) ??
        (error.options.issues ? firstMessage(errors) : undefined) ??
        translate(error.key, request.lang, error.options.params);
      return send(reply, request, error.code, {
        message,
        ...(Object.keys(errors).length ? { errors } : {}),
      });
    }
    // A path id that is not an id names nothing: 404, like a missing row.
    if (error.validation && error.validationContext === 'params') {
      return send(reply, request, 'NOT_FOUND', {});
    }
    if (error.validation) {
      const errors = fieldMessages(issuesOf(error.validation), request.lang);
      const message = firstMessage(errors);
      return send(reply, request, 'VALIDATION_FAILED', {
        ...(message ? { message, errors } : {}),
      });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return send(reply, request, mapped, {});
    if (error.statusCode === 429) {
      return send(reply, request, 'RATE_LIMITED', {});
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error without a mapping');
      return send(
        reply,
        request,
        error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        {},
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 'INTERNAL', {});
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path
 * with a broken percent escape, a path id past the router's length limit) leaves in the same
 * `{message, code}` form as every other error. An id that long names nothing: 404.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.lang = languageOf(request.headers['accept-language']);
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'NOT_FOUND'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'BAD_REQUEST'
        : 'INTERNAL';
  if (code === 'INTERNAL') request.log.error({ err: error }, 'router error');
  void send(reply, request, code, {});
}

/**
 * The methods that the API's routes answer on a concrete path, e.g. `/api/events/7` →
 * GET, HEAD, PUT, DELETE: a known path asked with another method is a 405 with `Allow`.
 */
export function methodsByPath(routes: readonly { method: string; url: string }[]) {
  const patterns = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, url } of routes) {
    if (!url.startsWith('/api/') || url.includes('*')) continue;
    let entry = patterns.get(url);
    if (!entry) {
      const source = url
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      patterns.set(url, entry);
    }
    entry.methods.add(method);
  }
  return (path: string): string[] => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of patterns.values()) {
      if (pattern.test(path)) for (const m of methods) allowed.add(m);
    }
    return [...allowed].sort();
  };
}

/** Must be set after every route plugin is registered. */
export function registerNotFound(
  app: FastifyInstance,
  routes: readonly { method: string; url: string }[],
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const allowedOn = methodsByPath(routes);
  // Unknown paths: the web app's page for a browser (its router shows "not found"), JSON for the API.
  app.setNotFoundHandler((request, reply) => {
    const page = fallback?.(request, reply);
    if (page) return page;
    const allowed = allowedOn(request.url.split('?')[0] ?? '');
    if (allowed.length && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return send(reply, request, 'METHOD_NOT_ALLOWED', {});
    }
    return send(reply, request, 'NOT_FOUND', {});
  });
}
