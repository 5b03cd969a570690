import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import {
  KEY,
  exactly,
  linkSigner,
  newKey,
  tempFolder,
  type FileStore,
  type Visibility,
} from './file-store.js';

/**
 * Files in a bucket that speaks the S3 API (AWS, MinIO, Ceph, Cloudflare R2), as objects
 * `public/<key>` and `private/<key>`. Uploads still arrive in DATA_DIR/storage/tmp on this
 * process's disk, are judged there, and are then streamed to the bucket; links are the
 * server's own (see `linkSigner`), so the bucket may stay private.
 */
export function s3FileStore(
  config: S3Config,
  dataDir: string,
  secret: Buffer,
  now: () => number = Date.now,
): FileStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const objectKey = (key: string, visibility: Visibility) => `${visibility}/${key}`;
  const temp = tempFolder(dataDir);

  async function exists(key: string, visibility: Visibility): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key, visibility) }));
      return true;
    } catch (error) {
      if (isNoSuchKey(error)) return false;
      throw error;
    }
  }

  return {
    kind: 's3',
    ...linkSigner(secret, now),
    async put(tempPath, visibility, extension) {
      const key = newKey(extension);
      const { size } = await fs.promises.stat(tempPath);
      // Streamed from the disk with its length given: never the whole file in memory.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key, visibility),
          Body: fs.createReadStream(tempPath),
          ContentLength: size,
        }),
      );
      await fs.promises.rm(tempPath, { force: true });
      return key;
    },
    async write(key, visibility, body, size) {
      if (!KEY.test(key)) throw new Error(`not a stored file's key: ${key}`);
      // A restore never replaces a file. (A conditional PUT, If-None-Match, would close the
      // gap between the two requests, but not every S3-compatible server knows it.)
      if (await exists(key, visibility)) {
        throw new Error(`the stored file ${visibility}/${key} exists already`);
      }
      // A body that brings more or fewer bytes than promised aborts the upload: the bucket
      // would otherwise wait for the missing bytes, or keep a file cut to the length given.
      const checked = exactly(size, `${visibility}/${key}`);
      const abort = new AbortController();
      let failure: unknown;
      pipeline(body, checked).catch((error: unknown) => {
        failure = error;
        abort.abort();
      });
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key, visibility),
            Body: checked,
            ContentLength: size,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw failure ?? error;
      }
    },
    async open(key, visibility) {
      if (!KEY.test(key)) return undefined;
      try {
        const { Body } = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key, visibility) }),
        );
        // In Node the SDK's body is the HTTP response itself, a Readable.
        if (!(Body instanceof Readable)) throw new Error('the S3 client gave no stream');
        return Body;
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },
    async delete(key, visibility) {
      if (!KEY.test(key)) return;
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, visibility) }));
    },
    tempPath: temp.tempPath,
    async list(visibility, olderThanMs) {
      const keys: string[] = [];
      const prefix = `${visibility}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          const written = object.LastModified?.getTime() ?? Infinity;
          if (KEY.test(key) && written < olderThanMs) keys.push(key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    clearTemp: temp.clearTemp,
    async check() {
      await temp.probe();
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

function s3Client(config: S3Config): S3Client {
  // The SDK warns once per process that its releases after January 2027 will need Node 22.
  // This pinned release works on Node 20; the warning is for whoever upgrades the SDK, not for
  // the operator reading the server's log. The SDK's own switch (an environment variable it
  // reads when a client is made) turns it off, unless the operator has set it either way.
  // Written, not read: configuration is still read only in config.ts.
  // eslint-disable-next-line no-restricted-properties -- the SDK's switch, see above
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Since 2025 the SDK adds CRC32 checksums to every upload and checks them on downloads by
    // default. S3-compatible servers (MinIO, Ceph, R2, s3rver) that predate these checksums
    // refuse such uploads or send none back; only what the API requires is checksummed here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket fails a request within seconds instead of holding it open; a slow
    // but live transfer goes on as long as bytes keep moving.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    // Every failure reaches the caller as an error, which the server logs in its own format;
    // the SDK would otherwise write some of them to the console as well.
    logger: { debug: ignore, info: ignore, warn: ignore, error: ignore },
  });
}

const ignore = () => undefined;

/** A 404 for an object (GetObject: NoSuchKey; HeadObject, which has no body: NotFound). */
function isNoSuchKey(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}
