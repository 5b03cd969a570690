/**
 * Judges a file's type by its first bytes, never by its name or the type the client claims
 * (contract.md §7). Returns the type and the extension we store it under, or undefined.
 */
export interface Sniffed {
  mime: string;
  ext: string;
}

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, s: string, at = 0) =>
  b.subarray(at, at + s.length).toString('latin1') === s;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function sniffImage(head: Buffer): Sniffed | undefined {
  if (starts(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}
