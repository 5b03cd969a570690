import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

/**
 * A server that speaks the S3 API on loopback (the `s3rver` package, files in a temporary
 * folder), started by the test itself: no network, no account. `config` is what S3_BUCKET,
 * S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE give the
 * server; `env` is the same as environment variables, for a server process. `port`: a stopped
 * bucket's port, to bring "the same" bucket back (empty) for a server that still points there.
 */
export async function startS3(bucket = 'karyayojana-test', port = 0) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ky-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's fixed keys: it checks the signature as AWS would.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    config,
    env,
    endpoint,
    /** Where s3rver keeps the bucket's objects on disk (for a test that looks underneath). */
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3 = Awaited<ReturnType<typeof startS3>>;
