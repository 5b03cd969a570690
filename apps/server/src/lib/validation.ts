import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Fastify's validator for every route's body, query and path: zod with the sent values kept on
 * each issue, so that the error handler can say what is wrong with *that* value
 * (lib/validation-messages).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: withSentValues(result.error.issues, data).map((issue) => ({
        keyword: issue.code ?? 'custom',
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: '#',
        message: issue.message,
        params: { issue },
      })),
    };
  };

/**
 * A coerced number reports NaN for a field that was never sent: the issue gets the value as it
 * was sent, so that "missing" reads as "required" and not as "not a number".
 */
export function withSentValues(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
): z.core.$ZodIssue[] {
  return issues.map((issue) => {
    if (issue.code !== 'invalid_type') return issue;
    let value: unknown = data;
    for (const key of issue.path) {
      value =
        value !== null && typeof value === 'object'
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined;
    }
    return value === undefined || value === null || value === ''
      ? { ...issue, input: undefined }
      : issue;
  });
}

/** The zod issues carried by a Fastify validation error (empty for any other error). */
export function issuesOf(validation: readonly unknown[] | undefined): z.core.$ZodIssue[] {
  return (validation ?? []).flatMap((entry) => {
    const issue = (entry as { params?: { issue?: z.core.$ZodIssue } }).params?.issue;
    return issue ? [issue] : [];
  });
}

/**
 * Parses fields that did not come through a route schema (multipart forms) with the same
 * messages: a 422 whose field errors the error handler writes in the caller's language.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', { issues: withSentValues(result.error.issues, fields) });
}
