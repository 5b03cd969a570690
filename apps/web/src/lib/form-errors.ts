import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The server's first message for each of `fields` (a 422's `errors`), by field. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const field of fields) {
    // A list's element speaks for the list: `tasks.2` goes under the tasks field.
    const key = Object.keys(error.errors).find((k) => k === field || k.startsWith(`${field}.`));
    const message = key ? error.errors[key]?.[0] : undefined;
    if (message) found[field] = message;
  }
  return found;
}

/** Puts the server's field messages (a 422's `errors`) under the fields of a form. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const found = serverFieldErrors(error, fields);
  for (const field of fields) {
    const message = found[field];
    if (message) setError(field, { type: 'server', message });
  }
}
