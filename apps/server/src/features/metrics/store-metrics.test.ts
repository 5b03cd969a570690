import { PassThrough, Readable } from 'node:stream';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../files/file-store.js';
import { withStoreMetrics } from './store-metrics.js';

const broken = () => Promise.reject(new Error('the bucket is gone'));

/** A store whose every stored-file operation fails, but whose signing still works. */
function failingStore(): FileStore {
  return {
    kind: 's3',
    put: broken,
    write: broken,
    open: broken,
    delete: broken,
    list: broken,
    clearTemp: broken,
    check: broken,
    signedUrl: (key) => `/storage/private/${key}?expires=1&signature=s`,
    verifySignature: () => true,
    tempPath: () => '/tmp/x.part',
  };
}

const counter = () =>
  new Counter({
    name: 'errors_total',
    help: 'test',
    labelNames: ['operation'] as const,
    registers: [new Registry()],
  });

const counts = async (errors: ReturnType<typeof counter>) =>
  Object.fromEntries((await errors.get()).values.map((v) => [String(v.labels.operation), v.value]));

describe('withStoreMetrics', () => {
  it('counts each failing operation and still throws its error', async () => {
    const errors = counter();
    const store = withStoreMetrics(failingStore(), errors);
    const tries: [string, () => Promise<unknown>][] = [
      ['put', () => store.put('/tmp/a.part', 'private', 'pdf')],
      ['write', () => store.write('k.pdf', 'private', Readable.from([]), 0)],
      ['open', () => store.open('k.pdf', 'private')],
      ['delete', () => store.delete('k.pdf', 'public')],
      ['list', () => store.list('public', 0)],
      ['clearTemp', () => store.clearTemp(0)],
      ['check', () => store.check()],
      ['check', () => store.check()],
    ];
    for (const [, attempt] of tries) await expect(attempt()).rejects.toThrow('the bucket is gone');
    expect(await counts(errors)).toEqual({
      put: 1,
      write: 1,
      open: 1,
      delete: 1,
      list: 1,
      clearTemp: 1,
      check: 2,
    });
    // What touches nothing stored passes through.
    expect(store.kind).toBe('s3');
    expect(store.signedUrl('k.pdf')).toContain('k.pdf');
    expect(store.verifySignature('k.pdf', 1, 's')).toBe(true);
  });

  it('counts a download that fails half-way as a failed read; a missing file is no error', async () => {
    const errors = counter();
    const body = new PassThrough();
    const store = withStoreMetrics(
      { ...failingStore(), open: (key) => Promise.resolve(key === 'k.pdf' ? body : undefined) },
      errors,
    );
    expect(await store.open('gone.pdf', 'private')).toBeUndefined();
    const stream = await store.open('k.pdf', 'private');
    const failed = new Promise((resolve) => stream?.on('error', resolve));
    body.destroy(new Error('connection reset'));
    await failed;
    expect(await counts(errors)).toEqual({ read: 1 });
  });
});
