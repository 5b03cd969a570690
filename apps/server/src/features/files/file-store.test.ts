import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/support/s3.js';
import { KEY, localFileStore, type FileStore, type Visibility } from './file-store.js';
import { s3FileStore } from './s3-file-store.js';

// One contract, two stores: every guarantee the server leans on (no overwrite, no orphans left
// unseen, signed links) holds alike on the disk and on a bucket that speaks the S3 API.

const SECRET = Buffer.alloc(32, 7);
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

interface Subject {
  store: FileStore;
  dataDir: string;
  /** Puts a file straight under `<visibility>/<name>`, past the store (a stranger's file). */
  plant(visibility: Visibility, name: string, body: string): Promise<void>;
}

const stores: [string, (dataDir: string, now: () => number) => Subject][] = [
  [
    'disk',
    (dataDir, now) => ({
      store: localFileStore(dataDir, SECRET, now),
      dataDir,
      async plant(visibility, name, body) {
        const full = path.join(dataDir, 'storage', visibility, name);
        await fs.promises.mkdir(path.dirname(full), { recursive: true });
        await fs.promises.writeFile(full, body);
      },
    }),
  ],
  [
    's3',
    (dataDir, now) => {
      const store = s3FileStore(s3.config, dataDir, SECRET, now);
      // Made after the store, whose first client switches the SDK's Node version warning off.
      const raw = new S3Client({ ...s3.config, endpoint: s3.endpoint });
      return {
        store,
        dataDir,
        async plant(visibility, name, body) {
          await raw.send(
            new PutObjectCommand({
              Bucket: s3.config.bucket,
              Key: `${visibility}/${name}`,
              Body: body,
            }),
          );
        },
      };
    },
  ],
];

/** A finished upload in the store's temporary folder, as the multipart reader leaves it. */
async function upload(store: FileStore, content: Buffer | string): Promise<string> {
  const temp = store.tempPath();
  await fs.promises.writeFile(temp, content);
  return temp;
}

const bytesOf = async (store: FileStore, key: string, visibility: Visibility) => {
  const body = await store.open(key, visibility);
  if (!body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(stores)('the %s file store', (kind, make) => {
  let nowMs = Date.now();
  let subject: Subject;
  let store: FileStore;
  beforeAll(() => {
    subject = make(fs.mkdtempSync(path.join(os.tmpdir(), 'ky-store-')), () => nowMs);
    store = subject.store;
  });
  afterAll(() => fs.rmSync(subject.dataDir, { recursive: true, force: true }));

  it('says which store it is', () => {
    expect(store.kind).toBe(kind);
  });

  it('moves an upload in under a new random key, and gives the same bytes back', async () => {
    // Several megabytes: the bucket receives a stream, not one buffer.
    const content = randomBytes(3 * 1024 * 1024 + 17);
    const temp = await upload(store, content);
    const key = await store.put(temp, 'private', 'pdf');
    expect(key).toMatch(KEY);
    expect(key).toMatch(/\.pdf$/);
    expect(fs.existsSync(temp)).toBe(false);
    expect((await bytesOf(store, key, 'private'))?.equals(content)).toBe(true);
    // The visibility is part of the address: a private file is not there as a public one.
    expect(await store.open(key, 'public')).toBeUndefined();
    const again = await store.put(await upload(store, content), 'private', 'pdf');
    expect(again).not.toBe(key);
  });

  it('opens nothing for a missing key or one not of the store’s shape', async () => {
    expect(await store.open('AAAAAAAAAAAAAAAAAAAAAAAA.pdf', 'private')).toBeUndefined();
    for (const bad of ['../signing.key', 'a/b.pdf', '', 'short.pdf']) {
      expect(await store.open(bad, 'public')).toBeUndefined();
    }
  });

  it('writes under a chosen key, never over an existing file, and only the whole file', async () => {
    const key = 'restoredRestoredRestored.txt';
    await store.write(key, 'public', Readable.from([Buffer.from('first ')]), 6);
    expect((await bytesOf(store, key, 'public'))?.toString()).toBe('first ');
    await expect(
      store.write(key, 'public', Readable.from([Buffer.from('second')]), 6),
    ).rejects.toThrow();
    expect((await bytesOf(store, key, 'public'))?.toString()).toBe('first ');
    // Cut short or grown on the way: refused, and nothing is left under the key.
    for (const [body, size] of [
      ['four', 5],
      ['sixsix', 5],
    ] as const) {
      const other = `${randomBytes(12).toString('hex')}.txt`;
      await expect(
        store.write(other, 'private', Readable.from([Buffer.from(body)]), size),
      ).rejects.toThrow();
      expect(await store.open(other, 'private')).toBeUndefined();
    }
    await expect(
      store.write('../escape.txt', 'public', Readable.from([Buffer.from('x')]), 1),
    ).rejects.toThrow();
  });

  it('deletes a file; deleting a missing one is no error', async () => {
    const key = await store.put(await upload(store, 'gone soon'), 'public', 'txt');
    await store.delete(key, 'public');
    expect(await store.open(key, 'public')).toBeUndefined();
    await expect(store.delete(key, 'public')).resolves.toBeUndefined();
  });

  it('lists only its own keys, and only those written before the cut-off', async () => {
    const key = await store.put(await upload(store, 'listed'), 'public', 'png');
    await subject.plant('public', 'not-a-key.txt', 'stranger');
    await subject.plant('public', 'nested/AAAAAAAAAAAAAAAAAAAAAAAA.pdf', 'stranger');
    const later = await store.list('public', Date.now() + 60_000);
    expect(later).toContain(key);
    expect(later.every((k) => KEY.test(k))).toBe(true);
    expect(await store.list('private', Date.now() + 60_000)).not.toContain(key);
    // Younger than the cut-off: an upload possibly still in progress elsewhere is not listed.
    expect(await store.list('public', Date.now() - 60_000)).not.toContain(key);
  });

  it('clears temporary files older than the cut-off and keeps younger ones', async () => {
    const old = await upload(store, 'left by a crash');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    const fresh = await upload(store, 'still arriving');
    await store.clearTemp(Date.now() - 3_600_000);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('signs links that hold until they expire, and no tampered one', () => {
    nowMs = Date.parse('2026-11-21T06:00:00Z');
    const key = 'AAAAAAAAAAAAAAAAAAAAAAAA.pdf';
    const url = store.signedUrl(key);
    const match = /^\/storage\/private\/([^?]+)\?expires=(\d+)&signature=([\w-]+)$/.exec(url);
    expect(match?.[1]).toBe(key);
    const expires = Number(match?.[2]);
    const signature = match?.[3] ?? '';
    // One hour, from the end of the current link window.
    expect(expires * 1000 - nowMs).toBeGreaterThanOrEqual(3_600_000);
    expect(store.verifySignature(key, expires, signature)).toBe(true);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(store.verifySignature(key, expires, flipped)).toBe(false);
    expect(store.verifySignature(key, expires + 1, signature)).toBe(false);
    expect(store.verifySignature('BBBBBBBBBBBBBBBBBBBBBBBB.pdf', expires, signature)).toBe(false);
    expect(store.verifySignature(key, expires, '')).toBe(false);
    // Both stores sign alike: a link made by one process opens in another.
    expect(localFileStore(subject.dataDir, SECRET, () => nowMs).signedUrl(key)).toBe(url);
    nowMs = expires * 1000 + 1000;
    expect(store.verifySignature(key, expires, signature)).toBe(false);
    nowMs = Date.now();
  });

  it('answers its readiness check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the readiness check fails', () => {
  it('on disk, when the temporary folder cannot take a file (even for root)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ky-store-'));
    const store = localFileStore(dataDir, SECRET);
    await expect(store.check()).resolves.toBeUndefined();
    // A file where the folder was: no permission bit lets root write into it.
    const tmp = path.join(dataDir, 'storage', 'tmp');
    fs.rmSync(tmp, { recursive: true });
    fs.writeFileSync(tmp, 'not a folder');
    await expect(store.check()).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on S3, when the server has stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ky-store-'));
    const other = await startS3('stopped-bucket');
    const store = s3FileStore(other.config, dataDir, SECRET);
    await expect(store.check()).resolves.toBeUndefined();
    await other.stop();
    await expect(store.check()).rejects.toThrow();
    await expect(store.open('AAAAAAAAAAAAAAAAAAAAAAAA.pdf', 'private')).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on S3, when the bucket does not exist', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ky-store-'));
    const store = s3FileStore({ ...s3.config, bucket: 'no-such-bucket' }, dataDir, SECRET);
    await expect(store.check()).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
