import { lookupKey } from './normalize.js';
import { spellingKey } from './resolve.js';

const words = (s: string) => lookupKey(s).split(' ').filter(Boolean);

/** Whether `inner`'s words stand, in order and side by side, among `outer`'s. */
function within(inner: string[], outer: string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start++) {
    if (inner.every((w, i) => w === outer[start + i])) return true;
  }
  return false;
}

/**
 * Whether piece `a` says nothing `b` does not: some of b's words, or the same place in no more
 * words (धुलिखेल says less than धुलिखेल नगरपालिका; काभ्रेपलान्चोक as much as काभ्रेपलाञ्चोक).
 */
function coveredBy(a: string, b: string): boolean {
  const [aw, bw] = [words(a), words(b)];
  return within(aw, bw) || (aw.length <= bw.length && spellingKey(a) === spellingKey(b));
}

/**
 * One address line from its parts (the free text, then municipality, district, province),
 * each place once: joinAddress(['धुलिखेल, काभ्रेपलाञ्चोक', 'धुलिखेल नगरपालिका', 'काभ्रेपलाञ्चोक'])
 * → 'धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक'. The free text is split at its commas; a piece another
 * one already says is left out, and a fuller piece takes the place of the shorter one it says.
 */
export function joinAddress(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  const pieces = parts
    .flatMap((part) => (part ?? '').split(/[,،]/u))
    .map((piece) => piece.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  for (const piece of pieces) {
    if (kept.some((k) => coveredBy(piece, k))) continue;
    const first = kept.findIndex((k) => coveredBy(k, piece));
    if (first === -1) {
      kept.push(piece);
      continue;
    }
    kept[first] = piece;
    for (let i = kept.length - 1; i > first; i--) {
      if (coveredBy(kept[i] ?? '', piece)) kept.splice(i, 1);
    }
  }
  return kept.join(', ');
}
