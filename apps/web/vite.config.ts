/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://127.0.0.1:3000';

/** What the service worker's plugins below use of its global scope (the worker's, not Node's). */
interface WorkerClients {
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
}

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
    // The offline-capable app (issue 18, docs/decisions/027-offline-app.md): a Workbox service
    // worker, registered by the signed-in layout only (the sign-in page carries none of it).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'कार्ययोजना — नगरपालिकाको वार्षिक कार्ययोजना',
        short_name: 'कार्ययोजना',
        description: 'नगरपालिकाको वार्षिक कार्ययोजना, महिना-महिनामा',
        lang: 'ne',
        dir: 'ltr',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#1e3a8a',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app's code and fonts, once (brotli over the wire, about 350 KB); pages are not
        // precached: the server names each route's chunks in its HTML (decision 017).
        globPatterns: ['**/*.{js,css,woff2}', 'favicon.svg', 'icon-*.png'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Signed-in pages the user opened: from the network, or as they were when offline.
            // Not the sign-in page: it needs the network anyway, and a user who signed out
            // leaves nothing behind.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/(home|dashboard)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'karyayojana-pages',
              expiration: { maxEntries: 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // What the user read (timeline, events, documents, the lists behind them): from
            // the network, or the last answer when offline, marked with its date.
            urlPattern: ({ request, url }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              !/\/(export|template|openapi\.json|calendar-feed|mail|public|docs)/.test(
                url.pathname,
              ) &&
              !url.searchParams.has('format'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'karyayojana-api',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // The page is told that it reads a stored answer, and from when (its
                  // Date); and that a fresh one came, when one does (the offline banner).
                  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
                    const id = (event as { clientId?: string } | undefined)?.clientId;
                    if (cachedResponse && id) {
                      const sw = self as unknown as WorkerClients;
                      const client = await sw.clients.get(id);
                      client?.postMessage({
                        type: 'karyayojana:stored-answer',
                        date: cachedResponse.headers.get('date'),
                      });
                    }
                    return cachedResponse;
                  },
                  fetchDidSucceed: async ({ response, event }) => {
                    const id = (event as { clientId?: string } | undefined)?.clientId;
                    if (id && response.ok) {
                      const sw = self as unknown as WorkerClients;
                      const client = await sw.clients.get(id);
                      client?.postMessage({ type: 'karyayojana:fresh-answer' });
                    }
                    return response;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
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
