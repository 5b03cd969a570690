/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

/**
 * Preloads a font file by its source name. The CSS asks for a font only once the page is laid
 * out; the Devanagari regular is on every page, so asking at once spares a late reflow.
 */
function preloadFont(sourceName: string): Plugin {
  let base = '/';
  return {
    name: 'karyayojana:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes(sourceName),
        );
        if (!font) throw new Error(`preload-font: ${sourceName} is not in the bundle`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: base + font.fileName,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFont('noto-sans-devanagari-devanagari-400-normal.woff2'),
  ],
  resolve: {
    // Workspace packages export their TypeScript under the `source` condition: no build step.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    manifest: true,
    rolldownOptions: {
      // src/early.ts: the first script of /home, added to its HTML by the server.
      input: { index: 'index.html', early: 'src/early.ts' },
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
    // /p: the public plan page and its QR code (issue 18), served by the server.
    proxy: { '/api': api, '/storage': api, '/p/': api },
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
