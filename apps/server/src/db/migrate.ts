import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as readRevisions from './migrations/002-read-revisions.js';
import * as foreignKeyIndexes from './migrations/003-foreign-key-indexes.js';
import * as eventProgress from './migrations/004-event-progress.js';
import * as progressIndex from './migrations/005-progress-index.js';
import * as canonicalAddresses from './migrations/006-canonical-addresses.js';
import * as officialNames from './migrations/007-official-names.js';
import * as activityAndTrash from './migrations/008-activity-and-trash.js';
import * as eventBatches from './migrations/009-event-batches.js';
import * as activityFilters from './migrations/010-activity-filters.js';
import * as calendarFeed from './migrations/011-calendar-feed.js';
import * as mail from './migrations/012-mail.js';
import * as publicPlan from './migrations/013-public-plan.js';
import * as sharedState from './migrations/014-shared-state.js';
import * as categoryEnglishNames from './migrations/015-category-english-names.js';
import * as wardsAndBranches from './migrations/016-wards-and-branches.js';
import type { Database } from './schema.js';

// Migrations are compiled in, not read from a folder: the server has one shape wherever it runs.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-read-revisions': readRevisions,
  '003-foreign-key-indexes': foreignKeyIndexes,
  '004-event-progress': eventProgress,
  '005-progress-index': progressIndex,
  '006-canonical-addresses': canonicalAddresses,
  '007-official-names': officialNames,
  '008-activity-and-trash': activityAndTrash,
  '009-event-batches': eventBatches,
  '010-activity-filters': activityFilters,
  '011-calendar-feed': calendarFeed,
  '012-mail': mail,
  '013-public-plan': publicPlan,
  '014-shared-state': sharedState,
  '015-category-english-names': categoryEnglishNames,
  '016-wards-and-branches': wardsAndBranches,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** The migrations this server knows, oldest first: a backup records which of them it has. */
export const migrationNames = Object.keys(migrations).sort();

/** Brings the schema up to date; run at every start-up. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  // With a schema named, Kysely looks for its bookkeeping tables there and nowhere else.
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Brings the schema to exactly `target` (a restore loads rows at the level they were saved). */
export async function migrateTo(
  db: Kysely<Database>,
  target: string,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
