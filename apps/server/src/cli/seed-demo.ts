import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createClock } from '../lib/clock.js';
import { SlidingWindow } from '../lib/shared/sliding-window.js';
import { ResponseCache } from '../lib/response-cache.js';
import { databaseRateStore } from '../lib/shared/rate-store.js';
import { scheduledWork } from '../lib/shared/scheduled-work.js';
import { loadSigningSecret } from '../features/files/file-store.js';
import { openFileStore } from '../features/files/open-file-store.js';
import { firstStart } from '../operations/bootstrap/first-start.js';
import { seedDemo } from '../operations/demo/seed-demo.js';

/** `npm run seed:demo`: a realistic demo in the configured database, credentials printed. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const rateStore = databaseRateStore(database.db);
    const ctx = {
      config,
      db: database.db,
      dialect: database.dialect,
      clock: createClock(config.timeZone),
      loginThrottle: new SlidingWindow(rateStore, 'sign-in', config.loginMaxAttempts),
      store: openFileStore(config, config.signingKey ?? loadSigningSecret(config.dataDir)),
      readCache: new ResponseCache(0),
      signingSecret: config.signingKey ?? loadSigningSecret(config.dataDir),
      rateStore,
      scheduled: scheduledWork(database.db, Date.now),
    };
    const started = await firstStart(ctx);
    if (started.generatedPassword) {
      console.log(`Super-Admin ${started.adminEmail} password: ${started.generatedPassword}`);
    }
    const accounts = await seedDemo(ctx);
    if (accounts.length === 0) {
      console.log('The demo municipalities are there already; nothing added.');
      return;
    }
    console.log('Demo accounts (sign in at the app):');
    for (const a of accounts)
      console.log(`  ${a.municipality}  ${a.role.padEnd(5)}  ${a.email}  ${a.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
