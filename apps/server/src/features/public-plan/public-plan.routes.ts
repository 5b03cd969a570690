import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  idParam,
  publicCompanyResponse,
  publicEventsQuery,
  publicEventsResponse,
  publicPlanRequest,
  publicPlanSettingResponse,
  publicPlanUpdateResponse,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { namesEtag } from '../../lib/etag.js';
import { translate } from '../../lib/messages.js';
import { actorOf, isPublicApiPath } from '../../plugins/request-context.js';
import { SlidingWindow } from '../../lib/shared/sliding-window.js';
import { renderPublicNotFound, renderPublicPage, type PageLang } from './public-page.js';
import type { PublicPlanService } from './public-plan.service.js';

/**
 * The public plan's routes (issue 18, docs/decisions/026-public-plan.md). The setting, for the
 * municipality's admin and the Super-Admin; the public API and the page, for anyone, limited
 * per client address and answered with an ETag.
 */

/** Requests a minute one client address may make to the public page and API. */
export const PUBLIC_RATE_PER_MINUTE = 120;

const slugParam = z.object({ slug: z.string().max(100) });

/** The page's origin for links: PUBLIC_URL when set, else the request's own. */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.mail?.publicUrl ?? `${request.protocol}://${request.host}`;

/** Whether the request already has the answer of this ETag. */
const fresh = (request: FastifyRequest, etag: string) =>
  namesEtag(request.headers['if-none-match'], etag);

/**
 * One sliding window per client address, shared by the page and the API, and by every server
 * process (the shared rate store, docs/decisions/028).
 */
function rateLimiter(ctx: AppContext) {
  const window = new SlidingWindow(ctx.rateStore, 'public', PUBLIC_RATE_PER_MINUTE, 60_000, () =>
    ctx.clock.now().getTime(),
  );
  return async (request: FastifyRequest) => {
    const key = request.ip;
    const wait = await window.retryAfter(key);
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', {
        key: 'publicPlan.rateLimited',
        headers: { 'retry-after': String(wait) },
      });
    }
    await window.fail(key);
  };
}

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const publicPlanRoutes =
  (ctx: AppContext, plans: PublicPlanService): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = rateLimiter(ctx);

    app.get(
      '/companies/:id/public-plan',
      {
        schema: {
          tags: ['public-plan'],
          params: idParam,
          response: { 200: publicPlanSettingResponse },
        },
      },
      async (request) => ({
        data: await plans.setting(actorOf(request), request.params.id, originOf(ctx, request)),
      }),
    );

    app.put(
      '/companies/:id/public-plan',
      {
        schema: {
          tags: ['public-plan'],
          params: idParam,
          body: publicPlanRequest,
          response: { 200: publicPlanUpdateResponse },
        },
      },
      async (request) => {
        const data = await plans.update(
          actorOf(request),
          request.params.id,
          request.body,
          originOf(ctx, request),
        );
        return { message: translate('publicPlan.saved', request.lang), data };
      },
    );

    app.get(
      '/public/:slug',
      {
        config: { public: true },
        schema: {
          tags: ['public-plan'],
          params: slugParam,
          response: { 200: publicCompanyResponse, 304: z.null() },
        },
      },
      async (request, reply) => {
        await limit(request);
        const company = await plans.bySlug(request.params.slug);
        if (!company) throw notFound();
        const etag = await plans.etag(company.id, 'company');
        reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
        if (fresh(request, etag)) return reply.code(304).send(null);
        return { data: company.data };
      },
    );

    app.get(
      '/public/:slug/events',
      {
        config: { public: true },
        schema: {
          tags: ['public-plan'],
          params: slugParam,
          querystring: publicEventsQuery,
          response: { 200: publicEventsResponse, 304: z.null() },
        },
      },
      async (request, reply) => {
        await limit(request);
        const company = await plans.bySlug(request.params.slug);
        if (!company) throw notFound();
        const { fiscal_year_id: year, ward, branch_id: branchId } = request.query;
        const etag = await plans.etag(company.id, 'events', year ?? '', ward ?? '', branchId ?? '');
        reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
        if (fresh(request, etag)) return reply.code(304).send(null);
        // Names in Nepali, as the API has always answered (the page in English translates).
        return plans.events(company, year, 'ne', { ward, branchId });
      },
    );
  };

/** The web app's Devanagari fonts (their hashed names under /assets), when it is built. */
function findFonts(webDist: string) {
  let files: string[] = [];
  try {
    files = fs.readdirSync(path.join(webDist, 'assets'));
  } catch {
    // No built web app (tests, the API alone): the page uses the system's fonts.
  }
  const find = (weight: number) => {
    const file = files.find(
      (f) =>
        f.startsWith(`noto-sans-devanagari-devanagari-${weight}-normal`) && f.endsWith('.woff2'),
    );
    return file ? `/assets/${file}` : null;
  };
  return { regular: find(400), bold: find(600) };
}

/** The routes that answer a published municipality's page and API. */
const PUBLIC_ROUTES = new Set([
  '/p/:slug',
  '/p/:slug/qr.svg',
  '/api/public/:slug',
  '/api/public/:slug/events',
]);

/**
 * Every GET under `/p/` or `/api/public/` that none of the public routes takes is the same 404
 * as a slug that names nobody, whatever its length (issue 26): the page's own 404 page, or the
 * API's NOT_FOUND. Without this, a slug longer than the router reads (100 characters) reached
 * the web app's catch-all (its shell, 200, or a 400 from the file server) or, under /api, the
 * token check (401). Registered after the request context (the caller's language).
 */
export function registerPublicPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) return;
    const path = request.url.split('?')[0] ?? '';
    if (path === '/p' || path.startsWith('/p/')) {
      return notFoundPage(reply, langOf(request.query));
    }
    if (isPublicApiPath(path)) throw notFound();
  });
}

const langOf = (query: unknown): PageLang =>
  (query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'ne';

const notFoundPage = (reply: FastifyReply, lang: PageLang) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderPublicNotFound(lang));

/**
 * `GET /p/{slug}` (the page, `?fy=` and `?lang=en`) and `GET /p/{slug}/qr.svg` (its address as
 * a QR code, for notice boards). Outside /api: a citizen's browser asks for HTML.
 */
export function registerPublicPage(
  app: FastifyInstance,
  ctx: AppContext,
  plans: PublicPlanService,
): void {
  const limit = rateLimiter(ctx);
  const fonts = findFonts(ctx.config.webDist);

  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>(
    '/p/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      await limit(request);
      const lang = langOf(request.query);
      const company = await plans.bySlug(request.params.slug);
      if (!company) return notFoundPage(reply, lang);
      const rawYear = request.query?.fy;
      const year =
        typeof rawYear === 'string' && /^[1-9]\d{0,9}$/.test(rawYear) ? Number(rawYear) : undefined;
      const known = year !== undefined && company.data.fiscal_years.some((y) => y.id === year);
      // A ward of the municipality (0: its own events, of no ward); anything else: every ward.
      const rawWard = request.query?.ward;
      const ward =
        typeof rawWard === 'string' &&
        /^\d{1,2}$/.test(rawWard) &&
        Number(rawWard) <= company.data.ward_count
          ? Number(rawWard)
          : undefined;
      const origin = originOf(ctx, request);
      const etag = await plans.etag(
        company.id,
        'page',
        lang,
        known ? year : '',
        ward ?? '',
        origin,
      );
      reply
        .header('etag', etag)
        .header('cache-control', PUBLIC_CACHE)
        .header('content-language', lang)
        .header('vary', 'accept-encoding');
      if (fresh(request, etag)) return reply.code(304).send();
      const plan = await plans.events(company, known ? year : undefined, lang, { ward });
      const pageUrl = `${origin}/p/${company.data.slug}${lang === 'en' ? '?lang=en' : ''}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderPublicPage({ company: company.data, plan, lang, pageUrl, origin, fonts }));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/p/:slug/qr.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      await limit(request);
      const company = await plans.bySlug(request.params.slug);
      if (!company) return notFoundPage(reply, 'ne');
      const url = `${originOf(ctx, request)}/p/${company.data.slug}`;
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    },
  );
}
