/**
 * Judges a file's type by its first bytes, never by its name or the type the client claims
 * (docs/behaviour.md §12). Returns the type and the extension we store it under, or undefined.
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

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODF: Record<string, Sniffed> = {
  'application/vnd.oasis.opendocument.text': {
    mime: 'application/vnd.oasis.opendocument.text',
    ext: 'odt',
  },
  'application/vnd.oasis.opendocument.spreadsheet': {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    ext: 'ods',
  },
  'application/vnd.oasis.opendocument.presentation': {
    mime: 'application/vnd.oasis.opendocument.presentation',
    ext: 'odp',
  },
};
const OOXML: [string, Sniffed][] = [
  [
    'word/',
    {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    },
  ],
  [
    'xl/',
    { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  ],
  [
    'ppt/',
    {
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ext: 'pptx',
    },
  ],
];

/** Office files are ZIP archives: the entry names (from head and tail) say which kind. */
function sniffZip(head: Buffer, tail: Buffer): Sniffed | undefined {
  if (ascii(head, 'mimetype', 30)) {
    const declared = head.subarray(38, 120).toString('latin1');
    for (const [mime, type] of Object.entries(ODF)) if (declared.startsWith(mime)) return type;
    return undefined;
  }
  const names = head.toString('latin1') + tail.toString('latin1');
  if (!names.includes('[Content_Types].xml')) return undefined;
  for (const [prefix, type] of OOXML) if (names.includes(prefix)) return type;
  return undefined;
}

/** Plain text or CSV: valid UTF-8, no control bytes, and not markup a browser would run. */
function sniffText(head: Buffer): Sniffed | undefined {
  const text = head.toString('utf8');
  // A multi-byte character cut at the end of the sample is fine; anywhere else it is not text.
  if (text.slice(0, -2).includes('\uFFFD')) return undefined;
  for (let i = 0; i < head.length; i++) {
    const b = head[i] ?? 0;
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f)
      return undefined;
  }
  if (/^\s*</.test(text) || /<(script|svg|html|iframe|object)\b/i.test(text)) return undefined;
  const lines = text.split(/\r?\n/).slice(0, 5).filter(Boolean);
  const csv = lines.length > 1 && lines.every((l) => l.includes(','));
  return csv ? { mime: 'text/csv', ext: 'csv' } : { mime: 'text/plain', ext: 'txt' };
}

/**
 * Documents (docs/behaviour.md §12): PDF, JPEG, PNG, WebP, Word, Excel, PowerPoint (old and new),
 * OpenDocument, plain text and CSV. `tail` is the end of the file, where a ZIP lists its entries.
 */
export function sniffDocument(head: Buffer, tail: Buffer = Buffer.alloc(0)): Sniffed | undefined {
  if (ascii(head, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  const image = sniffImage(head);
  if (image) return image;
  if (starts(head, OLE)) return oleType(tail);
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(head, tail);
  return sniffText(head);
}

/** Old Office files share one container; the stream names near its end tell them apart. */
function oleType(tail: Buffer): Sniffed {
  const names = tail.toString('utf16le');
  if (names.includes('Workbook') || names.includes('Book')) {
    return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  }
  if (names.includes('PowerPoint')) return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' };
  return { mime: 'application/msword', ext: 'doc' };
}
