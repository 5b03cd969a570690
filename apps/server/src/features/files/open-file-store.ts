import type { Config } from '../../config.js';
import { localFileStore, type FileStore } from './file-store.js';
import { s3FileStore } from './s3-file-store.js';

/** The configured store: the bucket when S3_BUCKET is set, otherwise DATA_DIR/storage. */
export function openFileStore(
  config: Config,
  secret: Buffer,
  now: () => number = Date.now,
): FileStore {
  return config.s3
    ? s3FileStore(config.s3, config.dataDir, secret, now)
    : localFileStore(config.dataDir, secret, now);
}
