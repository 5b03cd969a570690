import { createHash } from 'node:crypto';

/**
 * Validators of answers that clients poll (the calendar feed, the public plan): an ETag made
 * from what the answer depends on, and whether a request's If-None-Match names it.
 */

/** A strong ETag `"{prefix}-{32 hex}"` of the parts, joined. */
export function etagOf(prefix: string, parts: readonly (string | number | null)[]): string {
  const digest = createHash('sha256').update(parts.join('|')).digest('hex');
  return `"${prefix}-${digest.slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
