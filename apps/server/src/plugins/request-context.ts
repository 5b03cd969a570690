import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { languageOf, type Lang } from '../lib/messages.js';
import type { Actor } from '../lib/access.js';
import type { AuthService } from '../features/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    tokenHash: string | null;
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health, docs). */
    public?: boolean;
  }
}

/**
 * Reads the caller's language and bearer token on every request. Every /api route needs a
 * valid token unless its config says `public: true`; the check runs before body validation,
 * so an anonymous caller learns nothing but 401.
 */
export function registerRequestContext(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('tokenHash', null);
  app.decorateRequest('lang', 'ne');

  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (request.routeOptions.config?.public || request.url.startsWith('/api/docs')) return;
    // Everything under /api/public/ is for anyone: a path no route takes (a slug too long for
    // the router, a deeper path) is the same 404 as an unknown slug, never a 401.
    if (isPublicApiPath(request.url)) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const session = match?.[1] ? await auth.authenticate(match[1]) : null;
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.actor = session.actor;
    request.tokenHash = session.tokenHash;
  });
}

/** `/api/public` and every path under it (the public plan's API), whatever the query. */
export function isPublicApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api/public' || path.startsWith('/api/public/');
}

/** The signed-in actor of a request that passed the token check. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
