/**
 * docs/behaviour.md §13: a timeline card previews the first 100 characters of the content. The
 * server cuts the same way when a list is asked for `content=excerpt` (the timeline does: a year
 * of contents is most of its bytes), and cutting a cut text again changes nothing.
 */
export const EXCERPT_LENGTH = 100;

// Devanagari letters are often several code points (क + ् + ष = क्ष); cutting between them
// leaves a broken letter, so count what a reader sees as one character where the browser
// can tell.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Where the text's character number `max` ends, or -1 when it has no more than `max`. */
function cutAt(text: string, max: number): number {
  if (!segmenter) {
    const chars = Array.from(text);
    return chars.length <= max ? -1 : chars.slice(0, max).join('').length;
  }
  // Only as far as needed: a card's content can be long, and there are thousands of cards.
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === max) return index;
    count++;
  }
  return -1;
}

/**
 * The first `max` characters followed by an ellipsis, only when the text was cut:
 * excerpt('a'.repeat(120)) === 'a'.repeat(100) + '…'; excerpt('short') === 'short'.
 */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = cutAt(clean, max);
  if (end < 0) return clean;
  return `${clean.slice(0, end).trimEnd()}…`;
}
