/** SPEC.md §9: a timeline card previews the first 100 characters of the content. */
export const EXCERPT_LENGTH = 100;

// Devanagari letters are often several code points (क + ् + ष = क्ष); cutting between them
// leaves a broken letter, so count what a reader sees as one character where the browser
// can tell.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function characters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * The first `max` characters followed by an ellipsis, only when the text was cut:
 * excerpt('a'.repeat(120)) === 'a'.repeat(100) + '…'; excerpt('short') === 'short'.
 */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = characters(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
