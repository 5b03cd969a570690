import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../config.js';
import { openFileStore } from '../features/files/open-file-store.js';
import { fileArgument } from './file-argument.js';
import { BackupError, formatBytes } from '../operations/backup/format.js';
import { restoreBackup } from '../operations/backup/restore.js';

const usage = `Brings a backup made by npm run backup back:

  npm run restore -- FILE

DATA_DIR must be empty (or not exist yet) and, with DATABASE_URL, the database must be new:
the server never started on it. With S3_BUCKET, the stored files go into the bucket, which
must hold none yet. Stop the server first; start it again afterwards.
`;

/** `npm run restore -- FILE`: into an empty DATA_DIR (and a new database), all or nothing. */
async function main(): Promise<number> {
  const file = fileArgument(usage, 'Give the backup FILE to restore.');
  if (typeof file === 'number') return file;
  const config = loadConfig();
  const { s3 } = config;
  const summary = await restoreBackup({
    file,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // The restore signs no links: the store may have any key.
    openStore: s3 ? () => openFileStore(config, config.signingKey ?? randomBytes(32)) : undefined,
  });
  const name = (d: string) => (d === 'postgres' ? 'PostgreSQL' : 'SQLite');
  console.log(
    `Restored the backup of ${summary.createdAt} (${name(summary.source)}) into ${summary.dataDir}` +
      (summary.dialect === 'postgres' ? ' and PostgreSQL.' : '.'),
  );
  console.log(
    `  ${summary.tables.length} tables, ${summary.rows} rows ` +
      `(${summary.tables.map((t) => `${t.name} ${t.rows}`).join(', ')})`,
  );
  console.log(
    `  ${summary.files} stored files, ${formatBytes(summary.fileBytes)}, ` +
      `into ${s3 ? `bucket ${s3.bucket}` : 'DATA_DIR'}, every one checked` +
      (summary.secrets.length > 0 ? '; the link-signing key' : ''),
  );
  // The server signs with SIGNING_KEY when it is set, not with the key the backup brought.
  if (config.signingKey && summary.signingKey && !config.signingKey.equals(summary.signingKey))
    console.log(
      'SIGNING_KEY differs from the key in the backup (now DATA_DIR/signing.key): links given ' +
        'out before will not open unless SIGNING_KEY is set to that key.',
    );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`Restore failed: ${error.message}`);
      process.exit(1);
    }
    console.error('Restore failed:', error);
    process.exit(1);
  },
);
