import { describe, expect, it } from 'vitest';
import { attachment, neutralise, restoreNeutralised, toCsv } from './sheet-file.js';

describe('the CSV writer', () => {
  it('neutralises every cell a spreadsheet would run', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ['', 'बैठक', '2083-08-02', "'quoted", ' =x'])
      expect(neutralise(text)).toBe(text);
  });

  it('gives back what a neutralised cell held, and leaves other apostrophes alone', () => {
    for (const text of ['=1+1', '+977-1', '-1', '@SUM(A1)', '\tx', 'बैठक', ''])
      expect(restoreNeutralised(neutralise(text))).toBe(text);
    for (const text of ["'quoted", "'", "'बैठक"]) expect(restoreNeutralised(text)).toBe(text);
  });

  it('writes RFC 4180 with a BOM and CRLF; numbers stay as written', () => {
    const body = toCsv(
      ['a', 'b'],
      [
        ['x,y', 'say "hi"'],
        ['line\nbreak', -5],
        [null, '=2'],
      ],
    );
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.subarray(3).toString('utf8')).toBe(
      'a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",-5\r\n,\'=2\r\n',
    );
  });

  it('names the file in ASCII and in UTF-8', () => {
    expect(attachment('events.csv', 'सुन्दर "नगर" events.csv')).toBe(
      `attachment; filename="events.csv"; filename*=UTF-8''${encodeURIComponent('सुन्दर नगर events.csv')}`,
    );
  });
});
