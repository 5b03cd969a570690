/** Row ids are 32-bit in both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * A client-sent id made safe to look a row up by: one beyond 32 bits becomes 0, which no row
 * has, so it is "not found" on PostgreSQL too (which would fail on it instead, a 500).
 */
export function lookupId(id: number): number {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
}
