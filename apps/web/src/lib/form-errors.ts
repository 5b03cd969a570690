import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts the server's field messages (a 422's `errors`) under the fields of a form. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}
