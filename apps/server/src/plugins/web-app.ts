import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeSources, withPreloads, type Manifest } from './route-preloads.js';

/** Serves the built web app; unknown browser paths get index.html (the app routes them). */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  // Without a manifest (an older build), every path gets index.html as it is.
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  // Paths that load the same route chunks share one HTML, made on the first request for them.
  const pages = new Map<string, string>();
  const pageOf = (pathname: string) => {
    const kind = routeSources(pathname).join(' ');
    let page = pages.get(kind);
    if (page === undefined) {
      page = withPreloads(html, manifest, pathname);
      pages.set(kind, page);
    }
    return page;
  };
  const page = (reply: FastifyReply, url: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageOf(url.split('?')[0] ?? '/'));
  app.get('/', { schema: { hide: true } }, (request, reply) => page(reply, request.url));
  return (request: { method: string; url: string }, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (request.url.startsWith('/api') || request.url.startsWith('/storage/')) return undefined;
    // A missing file (an old asset after a new build) is a 404, not the app's page.
    const last = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (last.includes('.')) return undefined;
    return page(reply, request.url);
  };
}
