import type { Event } from '@karyayojana/contracts';

/**
 * Events per lazily rendered run of cards: a run is built in one task (lib/chunk-mounter), and
 * five cards of Devanagari text are about what a slow phone builds and lays out within a frame
 * or three.
 */
export const CHUNK_SIZE = 5;

/**
 * A card's likely height in px before it is rendered, from what it holds; a narrow screen
 * wraps more. Only a placeholder's: the real height replaces it once the card is seen.
 */
export function estimateCardHeight(event: Event, narrow: boolean): number {
  const lines =
    (event.categories.length > 0 ? 1 : 0) +
    (event.content ? (narrow ? 4 : 2) : 0) +
    (event.tasks.length > 0 ? 1 + event.tasks.length : 0) +
    (narrow ? 4 : 2);
  return 60 + lines * 24;
}

/** Splits a month's events into runs of `size`. */
export function chunk<T>(items: readonly T[], size: number = CHUNK_SIZE): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
