/**
 * A JSON array of whole numbers as a text column stores it (users' scope, migration 016):
 * null, '' or anything that is not such an array reads as the empty list.
 */
export function readIdList(text: string | null | undefined): number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((v): v is number => Number.isInteger(v) && v > 0)
      : [];
  } catch {
    return [];
  }
}

/** The list as the column stores it: null when empty. */
export function writeIdList(list: readonly number[] | undefined): string | null {
  return list && list.length > 0 ? JSON.stringify([...new Set(list)].sort((a, b) => a - b)) : null;
}
