import { describe, expect, it } from 'vitest';
import { sniffDocument, sniffImage } from './sniff.js';

const b = (s: string) => Buffer.from(s, 'latin1');
const zipWith = (...names: string[]) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    ...names.map((n) => b(n)),
  ]);

describe('judging a file by its content', () => {
  it('knows images by their signatures', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe(
      'image/png',
    );
    expect(sniffImage(b('RIFF\x00\x00\x00\x00WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffImage(b('GIF89a'))).toBeUndefined();
  });

  it('accepts PDF, Office and OpenDocument files', () => {
    expect(sniffDocument(b('%PDF-1.7\n'))?.ext).toBe('pdf');
    expect(sniffDocument(zipWith('[Content_Types].xml', 'word/document.xml'))?.ext).toBe('docx');
    expect(sniffDocument(zipWith('[Content_Types].xml'), zipWith('xl/workbook.xml'))?.ext).toBe(
      'xlsx',
    );
    expect(sniffDocument(zipWith('[Content_Types].xml', 'ppt/slides/slide1.xml'))?.ext).toBe(
      'pptx',
    );
    const odt = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      b('mimetypeapplication/vnd.oasis.opendocument.text'),
    ]);
    expect(sniffDocument(odt)?.ext).toBe('odt');
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(sniffDocument(ole, Buffer.from('Workbook', 'utf16le'))?.ext).toBe('xls');
    expect(sniffDocument(ole)?.ext).toBe('doc');
  });

  it('accepts plain text and CSV in Nepali', () => {
    expect(sniffDocument(Buffer.from('प्रगति प्रतिवेदन\nसबै काम सम्पन्न।\n'))?.mime).toBe('text/plain');
    expect(sniffDocument(Buffer.from('नाम,रकम\nक,१००\nख,२००\n'))?.mime).toBe('text/csv');
  });

  it('refuses executables, archives, markup and binary data', () => {
    expect(sniffDocument(b('MZ\x90\x00\x03\x00\x00\x00'))).toBeUndefined();
    expect(sniffDocument(b('\x7fELF\x02\x01\x01'))).toBeUndefined();
    expect(sniffDocument(zipWith('payload.exe'))).toBeUndefined();
    expect(sniffDocument(b('<!DOCTYPE html><script>alert(1)</script>'))).toBeUndefined();
    expect(
      sniffDocument(b('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ).toBeUndefined();
    expect(sniffDocument(b('hello <script>alert(1)</script>'))).toBeUndefined();
    expect(sniffDocument(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeUndefined();
  });
});
