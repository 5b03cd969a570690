import type { AppError } from './errors.js';
import { translate, type Lang } from './messages.js';
import { fieldMessages } from './validation-messages.js';

/**
 * The field errors an AppError carries, as sentences in `lang`: its written `errors`, its
 * validation issues and its catalogue keys. The error handler sends them as a 422's `errors`;
 * an import's preview shows them per row.
 */
export function fieldErrorsOf(error: AppError, lang: Lang): Record<string, string[]> {
  const translated = Object.entries(error.options.fieldKeys ?? {}).map(
    ([field, key]): [string, string[]] => [field, [translate(key, lang, error.options.params)]],
  );
  return {
    ...error.options.errors,
    ...fieldMessages(error.options.issues ?? [], lang),
    ...Object.fromEntries(translated),
  };
}
