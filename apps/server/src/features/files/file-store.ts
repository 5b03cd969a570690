import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Visibility = 'public' | 'private';

/**
 * Where uploaded files live. Local disk now; an S3-compatible store implements the same
 * methods for several servers (architecture.md). Keys are random; names from clients never
 * reach the file system.
 */
export interface FileStore {
  /** Moves a finished temporary file into the store under a new random key. */
  put(tempPath: string, visibility: Visibility, extension: string): Promise<string>;
  /** Absolute path of a stored file (local store), or undefined when it is not there. */
  locate(key: string, visibility: Visibility): string | undefined;
  delete(key: string, visibility: Visibility): Promise<void>;
  /** A URL for a private file, valid for `ttlSeconds` and at most one link window more. */
  signedUrl(key: string, ttlSeconds?: number): string;
  verifySignature(key: string, expires: number, signature: string): boolean;
  /** A fresh path for an upload in progress (same disk, so `put` is a rename). */
  tempPath(): string;
  /** Stored keys last written before `olderThanMs` (epoch ms), for the orphan sweep. */
  list(visibility: Visibility, olderThanMs: number): Promise<string[]>;
  /** Removes upload leftovers older than `olderThanMs`. */
  clearTemp(olderThanMs: number): Promise<void>;
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

export function localFileStore(
  dataDir: string,
  secret: Buffer,
  now: () => number = Date.now,
): FileStore {
  const base = path.join(dataDir, 'storage');
  const dir = (v: Visibility) => path.join(base, v);
  const tmp = path.join(base, 'tmp');
  for (const d of [dir('public'), dir('private'), tmp]) fs.mkdirSync(d, { recursive: true });
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');

  return {
    async put(tempPath, visibility, extension) {
      const key = `${randomBytes(18).toString('base64url')}.${extension}`;
      await fs.promises.rename(tempPath, path.join(dir(visibility), key));
      return key;
    },
    locate(key, visibility) {
      if (!KEY.test(key)) return undefined;
      const full = path.join(dir(visibility), key);
      return fs.existsSync(full) ? full : undefined;
    },
    async delete(key, visibility) {
      if (!KEY.test(key)) return;
      await fs.promises.rm(path.join(dir(visibility), key), { force: true });
    },
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
    tempPath() {
      return path.join(tmp, `${randomBytes(12).toString('hex')}.part`);
    },
    async list(visibility, olderThanMs) {
      const keys: string[] = [];
      for (const key of await fs.promises.readdir(dir(visibility))) {
        if (!KEY.test(key)) continue;
        const stat = await fs.promises.stat(path.join(dir(visibility), key)).catch(() => undefined);
        if (stat && stat.mtimeMs < olderThanMs) keys.push(key);
      }
      return keys;
    },
    async clearTemp(olderThanMs) {
      for (const name of await fs.promises.readdir(tmp)) {
        const full = path.join(tmp, name);
        const stat = await fs.promises.stat(full).catch(() => undefined);
        if (stat && stat.mtimeMs < olderThanMs) await fs.promises.rm(full, { force: true });
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
