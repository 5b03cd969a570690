/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages export their TypeScript under the `source` condition: no build step.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The workspace packages only declare things (schemas, tables, functions). Saying so
        // lets a page that needs roleMay() leave the zod schemas beside it out of its chunk.
        moduleSideEffects: [
          {
            test: /\/packages\/(contracts|nepali-calendar|nepal-admin)\/src\//,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': api, '/storage': api },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom and user-event are slow on a busy 2-core machine; a test is slow, not stuck, at 5 s.
    testTimeout: 30_000,
    setupFiles: ['./src/testing/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
