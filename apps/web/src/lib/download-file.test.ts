import { afterEach, describe, expect, test, vi } from 'vitest';
import { getToken, setToken } from '@/lib/auth/token-storage';
import { downloadFile, fileNameOf } from './download-file';

afterEach(() => vi.mocked(globalThis.fetch).mockReset());

describe('fileNameOf', () => {
  test('takes the UTF-8 name first, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%95%20a.csv`)).toBe(
      'क a.csv',
    );
    expect(fileNameOf('attachment; filename="events-2083-84.xlsx"')).toBe('events-2083-84.xlsx');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4`)).toBe('a.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  test('asks with the token and the language, reads the blob and the share received', async () => {
    setToken('test-token');
    const fetchSpy = vi.mocked(globalThis.fetch).mockImplementation(
      async () =>
        new Response('\uFEFFक,ख\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Length': String(new TextEncoder().encode('\uFEFFक,ख\r\n').length),
            'Content-Disposition': 'attachment; filename="events.csv"',
          },
        }),
    );
    const shares: (number | null)[] = [];
    const { blob, fileName } = await downloadFile(
      '/api/events/export?format=csv',
      'text/csv',
      (s) => shares.push(s),
    );
    expect(fileName).toBe('events.csv');
    expect(blob.size).toBe(new TextEncoder().encode('\uFEFFक,ख\r\n').length);
    expect(shares.at(-1)).toBe(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/events/export?format=csv');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(headers.get('Accept')).toBe('text/csv, application/json');
    expect(headers.get('Accept-Language')).toBe('ne');
  });

  test('fails as the API client fails: the server’s message; a 401 ends the session', async () => {
    setToken('test-token');
    vi.mocked(globalThis.fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'अनुमति छैन', code: 'FORBIDDEN' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(downloadFile('/api/companies/export', 'text/csv')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'अनुमति छैन',
    });
    vi.mocked(globalThis.fetch).mockImplementation(async () => new Response('{}', { status: 401 }));
    await expect(downloadFile('/api/companies/export', 'text/csv')).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBeNull();
  });
});
