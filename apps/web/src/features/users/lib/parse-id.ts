/** A route's id parameter; 0 (which the server answers with 404) when it is not a number. */
export function parseId(value: string | undefined): number {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : 0;
}
