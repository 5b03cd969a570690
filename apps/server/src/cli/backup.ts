import { ConfigError, loadConfig } from '../config.js';
import { fileArgument } from './file-argument.js';
import { createBackup } from '../operations/backup/backup.js';
import { BackupError, formatBytes } from '../operations/backup/format.js';

const usage = `Writes a backup of the database and the stored files to FILE (same DATA_DIR /
DATABASE_URL as the server, which may keep running):

  npm run backup -- FILE

FILE must not exist. Keep it as safe as DATA_DIR: it holds every document, the password
hashes and the key that signs download links. Bring it back with npm run restore -- FILE.
`;

/** `npm run backup -- FILE`: one file with a consistent snapshot, written while the server runs. */
async function main(): Promise<number> {
  const file = fileArgument(usage, 'Give the FILE to write.');
  if (typeof file === 'number') return file;
  const config = loadConfig();
  const summary = await createBackup({
    file,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  const database = summary.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.log(`Backup written to ${summary.file} (${formatBytes(summary.bytes)}).`);
  console.log(
    `  ${database}: ${summary.tables.length} tables, ${summary.rows} rows ` +
      `(${summary.tables.map((t) => `${t.name} ${t.rows}`).join(', ')})`,
  );
  console.log(
    `  ${summary.files} stored files, ${formatBytes(summary.fileBytes)}` +
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
