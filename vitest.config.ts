import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every suite. Each project is a folder of tests; `npm test` runs them all.
// Tests run in a fixed time zone unless a suite sets its own (the calendar runs under three).
// Workspace packages resolve to their TypeScript source, so tests never need a build first.
const source = {
  alias: Object.fromEntries(
    ['contracts', 'nepali-calendar', 'nepal-admin'].map((p) => [
      `@karyayojana/${p}`,
      fileURLToPath(new URL(`./packages/${p}/src/index.ts`, import.meta.url)),
    ]),
  ),
};

export default defineConfig({
  test: {
    projects: [
      // The calendar must not depend on the machine's zone: its suite runs under three.
      ...['UTC', 'Asia/Kathmandu', 'America/New_York'].map((tz) => ({
        resolve: source,
        test: {
          name: `calendar-${tz}`,
          include: ['packages/nepali-calendar/src/**/*.test.ts'],
          env: { TZ: tz },
        },
      })),
      {
        resolve: source,
        test: { name: 'admin', include: ['packages/nepal-admin/src/**/*.test.ts'] },
      },
      {
        resolve: source,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        resolve: source,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Tests of several processes on one PostgreSQL database run in server-pg only.
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server suite again on PostgreSQL, when a database is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: source,
              test: {
                name: 'server-pg',
                include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
                env: { TZ: 'UTC', TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
      {
        resolve: source,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
