import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Visibility = 'public' | 'private';

/**
 * Where uploaded files live: the local disk (DATA_DIR/storage, the default) or a bucket that
 * speaks the S3 API (S3_BUCKET; docs/decisions/028). Keys are random; names from clients never
 * reach the file system or the bucket. Every method may be called from any process: nothing
 * here is kept in memory between calls but the signing key.
 */
export interface FileStore {
  /** Which store this is: logs, metrics and readiness name it. */
  readonly kind: 'disk' | 's3';
  /**
   * Moves a finished temporary file (from `tempPath`) into the store under a new random key
   * and returns the key; the temporary file is gone afterwards. S3: streamed, never held whole
   * in memory.
   */
  put(tempPath: string, visibility: Visibility, extension: string): Promise<string>;
  /**
   * Writes `size` bytes from `body` under a key that is already chosen (a restore). The file
   * must not exist yet.
   */
  write(key: string, visibility: Visibility, body: Readable, size: number): Promise<void>;
  /** The stored bytes, streamed; undefined when there is no such file. */
  open(key: string, visibility: Visibility): Promise<Readable | undefined>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string, visibility: Visibility): Promise<void>;
  /** A URL for a private file, valid for `ttlSeconds` and at most one link window more. */
  signedUrl(key: string, ttlSeconds?: number): string;
  verifySignature(key: string, expires: number, signature: string): boolean;
  /** A fresh local path for an upload in progress (DATA_DIR/storage/tmp, this process's disk). */
  tempPath(): string;
  /** Stored keys last written before `olderThanMs` (epoch ms), for the orphan sweep. */
  list(visibility: Visibility, olderThanMs: number): Promise<string[]>;
  /** Removes this process's upload leftovers older than `olderThanMs`. */
  clearTemp(olderThanMs: number): Promise<void>;
  /** Resolves when the store answers and can be written; throws otherwise (readiness). */
  check(): Promise<void>;
}

/** Signed links are made per window of this many seconds (see `signedUrl`). */
export const LINK_WINDOW_SECONDS = 900;

/** The end (epoch ms) of the link window holding `nowMs`. */
export function linkWindowEnd(nowMs: number): number {
  const w = LINK_WINDOW_SECONDS * 1000;
  return (Math.floor(nowMs / w) + 1) * w;
}

/** The shape of every stored key (random, with a short extension). */
export const KEY = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$/;

/** The link half of a store: the server's own signed links, alike for every store. */
export type LinkSigner = Pick<FileStore, 'signedUrl' | 'verifySignature'>;

/**
 * Signed links to private files, made with the server's secret. The link is the server's own
 * (`/storage/private/<key>`), streaming from whichever store holds the file, rather than a
 * bucket's presigned URL: the server keeps checking the trash, naming the download and sending
 * the sandbox headers, and the bucket never has to be reachable from browsers
 * (docs/decisions/028).
 */
export function linkSigner(secret: Buffer, now: () => number = Date.now): LinkSigner {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');
  return {
    signedUrl(key, ttlSeconds = 3600) {
      // Every link made in the same window expires at the same second, so a serialised read
      // that holds links stays byte-identical (and cacheable) until the window ends.
      const expires = linkWindowEnd(now()) / 1000 + ttlSeconds;
      return `/storage/private/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verifySignature(key, expires, signature) {
      if (!KEY.test(key) || !Number.isInteger(expires) || expires < now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A new random key with the given extension. */
export const newKey = (extension: string) =>
  `${randomBytes(18).toString('base64url')}.${extension}`;

/**
 * Passes bytes through unchanged but fails the stream when more or fewer than `size` pass: a
 * restore must not keep a file cut short (or grown) on the way.
 */
export function exactly(size: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`${what}: more than the expected ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`${what}: ${seen} bytes, expected ${size}`) : null);
    },
  });
}

/**
 * The local folder for uploads in progress (DATA_DIR/storage/tmp): every store receives an
 * upload on this process's disk first, so its content is judged before anything is kept.
 */
export function tempFolder(dataDir: string) {
  const tmp = path.join(dataDir, 'storage', 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  return {
    path: tmp,
    tempPath: () => path.join(tmp, `${randomBytes(12).toString('hex')}.part`),
    clearTemp: async (olderThanMs: number) => {
      for (const name of await fs.promises.readdir(tmp)) {
        const full = path.join(tmp, name);
        const stat = await fs.promises.stat(full).catch(() => undefined);
        if (stat && stat.mtimeMs < olderThanMs) await fs.promises.rm(full, { force: true });
      }
    },
    /**
     * Writes and removes a small file where every upload starts: a full disk or a folder made
     * read-only fails here (readiness) rather than in the middle of an upload.
     */
    probe: async () => {
      const probe = path.join(tmp, `probe-${randomBytes(6).toString('hex')}.part`);
      await fs.promises.writeFile(probe, 'ok', { flag: 'wx' });
      await fs.promises.rm(probe, { force: true });
    },
  };
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

export function localFileStore(
  dataDir: string,
  secret: Buffer,
  now: () => number = Date.now,
): FileStore {
  const base = path.join(dataDir, 'storage');
  const dir = (v: Visibility) => path.join(base, v);
  const temp = tempFolder(dataDir);
  for (const d of [dir('public'), dir('private')]) fs.mkdirSync(d, { recursive: true });

  return {
    kind: 'disk',
    ...linkSigner(secret, now),
    async put(tempPath, visibility, extension) {
      const key = newKey(extension);
      await fs.promises.rename(tempPath, path.join(dir(visibility), key));
      return key;
    },
    async write(key, visibility, body, size) {
      if (!KEY.test(key)) throw new Error(`not a stored file's key: ${key}`);
      const full = path.join(dir(visibility), key);
      // 'wx': an existing file is never overwritten (EEXIST), not even by a restore.
      const handle = await fs.promises.open(full, 'wx');
      try {
        await pipeline(body, exactly(size, `${visibility}/${key}`), handle.createWriteStream());
      } catch (error) {
        await fs.promises.rm(full, { force: true });
        throw error;
      }
    },
    async open(key, visibility) {
      if (!KEY.test(key)) return undefined;
      const handle = await fs.promises
        .open(path.join(dir(visibility), key), 'r')
        .catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        });
      return handle?.createReadStream();
    },
    async delete(key, visibility) {
      if (!KEY.test(key)) return;
      await fs.promises.rm(path.join(dir(visibility), key), { force: true });
    },
    tempPath: temp.tempPath,
    async list(visibility, olderThanMs) {
      const keys: string[] = [];
      for (const key of await fs.promises.readdir(dir(visibility))) {
        if (!KEY.test(key)) continue;
        const stat = await fs.promises.stat(path.join(dir(visibility), key)).catch(() => undefined);
        if (stat && stat.mtimeMs < olderThanMs) keys.push(key);
      }
      return keys;
    },
    clearTemp: temp.clearTemp,
    async check() {
      await temp.probe();
      // The stored folders need only exist and be writable: a finished upload is renamed there.
      for (const v of ['public', 'private'] as const) {
        await fs.promises.access(dir(v), fs.constants.W_OK);
      }
    },
  };
}

/**
 * The signing secret: kept in DATA_DIR so that signed URLs survive a restart and every
 * process sharing the data directory signs alike.
 */
export function loadSigningSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'signing.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    const secret = randomBytes(32);
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
