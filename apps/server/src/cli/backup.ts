import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../config.js';
import { openFileStore } from '../features/files/open-file-store.js';
import { fileArgument } from './file-argument.js';
import { createBackup } from '../operations/backup/backup.js';
import { BackupError, formatBytes } from '../operations/backup/format.js';

const usage = `Writes a backup of the database and the stored files to FILE (same DATA_DIR /
DATABASE_URL / S3_BUCKET as the server, which may keep running):

  npm run backup -- FILE

FILE must not exist. Keep it as safe as DATA_DIR: it holds every document, the password
hashes and the key that signs download links. Bring it back with npm run restore -- FILE.
`;

/** `npm run backup -- FILE`: one file with a consistent snapshot, written while the server runs. */
async function main(): Promise<number> {
  const file = fileArgument(usage, 'Give the FILE to write.');
  if (typeof file === 'number') return file;
  const config = loadConfig();
  const { s3 } = config;
  const summary = await createBackup({
    file,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // The backup signs no links: the store may have any key. (Disk needs no store object: the
    // backup holds DATA_DIR/storage's files open itself.)
    openStore: s3 ? () => openFileStore(config, config.signingKey ?? randomBytes(32)) : undefined,
    signingKey: config.signingKey,
  });
  const database = summary.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.log(`Backup written to ${summary.file} (${formatBytes(summary.bytes)}).`);
  console.log(
    `  ${database}: ${summary.tables.length} tables, ${summary.rows} rows ` +
      `(${summary.tables.map((t) => `${t.name} ${t.rows}`).join(', ')})`,
  );
  console.log(
    `  ${summary.files} stored files${s3 ? ` from bucket ${s3.bucket}` : ''}, ` +
      formatBytes(summary.fileBytes) +
      (summary.secrets.length > 0 ? '; the link-signing key' : ''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`Backup failed: ${error.message}`);
      process.exit(1);
    }
    console.error('Backup failed:', error);
    process.exit(1);
  },
);
