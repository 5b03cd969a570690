import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
  const html = fs.readFileSync(index);
  const page = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/', { schema: { hide: true } }, (_request, reply) => page(reply));
  return (request: { method: string; url: string }, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (request.url.startsWith('/api') || request.url.startsWith('/storage/')) return undefined;
    // A missing file (an old asset after a new build) is a 404, not the app's page.
    const last = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (last.includes('.')) return undefined;
    return page(reply);
  };
}
