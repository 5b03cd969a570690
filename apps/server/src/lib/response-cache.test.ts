import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiate, ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  it('serves an entry only under the revision it was made at', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.set('a', 3, Infinity, '{"data":[1]}');
    expect(cache.get('a', 3)?.identity.toString()).toBe('{"data":[1]}');
    expect(cache.get('a', 4)).toBeUndefined();
    // A newer revision dropped it: the old revision does not bring it back.
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops an entry once its signed links would have aged', () => {
    let now = 1_000;
    const cache = new ResponseCache(1024, () => now);
    cache.set('a', 1, 2_000, '{}');
    expect(cache.get('a', 1)).toBeDefined();
    now = 2_000;
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps within its bytes, dropping the least recently used first', () => {
    const cache = new ResponseCache(1000);
    const body = (c: string) => JSON.stringify({ data: c.repeat(229) }); // 240 bytes
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, 1, Infinity, body(k));
    expect(cache.size).toEqual({ entries: 4, bytes: 960 });
    cache.get('a', 1);
    cache.set('e', 1, Infinity, body('e'));
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('e', 1)).toBeDefined();
  });

  it('does not keep one answer larger than a quarter of its memory', () => {
    const cache = new ResponseCache(1000);
    cache.set('big', 1, Infinity, JSON.stringify({ data: 'x'.repeat(300) }));
    expect(cache.get('big', 1)).toBeUndefined();
  });

  it('counts compressed forms in its bytes and makes each once', () => {
    const cache = new ResponseCache(1024 * 1024);
    const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const entry = cache.set('a', 1, Infinity, json);
    const br = cache.body(entry, 'br');
    expect(cache.body(entry, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(json);
    expect(zlib.gunzipSync(cache.body(entry, 'gzip')).toString()).toBe(json);
    expect(cache.size.bytes).toBe(
      Buffer.byteLength(json) + br.length + cache.body(entry, 'gzip').length,
    );
  });

  it('with no memory given, caches nothing but still answers', () => {
    const cache = new ResponseCache(0);
    const entry = cache.set('a', 1, Infinity, '{"ok":true}');
    expect(entry.identity.toString()).toBe('{"ok":true}');
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    const cache = new ResponseCache(1024);
    const a = cache.set('a', 1, Infinity, '{"x":1}');
    const b = cache.set('b', 9, Infinity, '{"x":1}');
    const c = cache.set('c', 1, Infinity, '{"x":2}');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });
});

describe('ResponseCache.getOrBuild', () => {
  it('builds once for requests that miss together, then serves the kept entry', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let builds = 0;
    let release: (json: string) => void = () => undefined;
    const build = () => {
      builds++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = Array.from({ length: 5 }, () => cache.getOrBuild('a', 1, Infinity, build));
    release('{"data":[]}');
    const entries = await Promise.all(waiting);
    expect(builds).toBe(1);
    expect(new Set(entries).size).toBe(1);
    await cache.getOrBuild('a', 1, Infinity, build);
    expect(builds).toBe(1);
    // A newer revision builds again.
    const next = cache.getOrBuild('a', 2, Infinity, build);
    release('{"data":[1]}');
    expect((await next).identity.toString()).toBe('{"data":[1]}');
    expect(builds).toBe(2);
  });

  it('lets every waiting request see a failed build, and tries again on the next one', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let fail = true;
    const build = () =>
      fail ? Promise.reject(new Error('database gone')) : Promise.resolve('{"ok":true}');
    const results = await Promise.allSettled([
      cache.getOrBuild('a', 1, Infinity, build),
      cache.getOrBuild('a', 1, Infinity, build),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await cache.getOrBuild('a', 1, Infinity, build)).identity.toString()).toBe(
      '{"ok":true}',
    );
  });
});

describe('negotiate', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});
