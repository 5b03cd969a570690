import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createClock, type Clock } from './lib/clock.js';
import type { MailService } from './features/mail/mail.service.js';
import {
  registerPublicPage,
  registerPublicPathGuard,
} from './features/public-plan/public-plan.routes.js';
import { ResponseCache } from './lib/response-cache.js';
import { validatorCompiler } from './lib/validation.js';
import { SlidingWindow } from './lib/shared/sliding-window.js';
import { databaseRateStore, openRedis, redisRateStore } from './lib/shared/rate-store.js';
import { scheduledWork } from './lib/shared/scheduled-work.js';
import { loadSigningSecret } from './features/files/file-store.js';
import { openFileStore } from './features/files/open-file-store.js';
import { firstStart, type FirstStartResult } from './operations/bootstrap/first-start.js';
import { registerStorageRoutes } from './features/files/storage.routes.js';
import { registerCalendarFeedRoute } from './features/calendar/calendar.routes.js';
import {
  frameworkErrors,
  registerErrorHandler,
  registerNotFound,
} from './plugins/error-handler.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerWebApp } from './plugins/web-app.js';
import { productFeatures } from './features.js';
import { createMetrics, registerRequestMetrics } from './features/metrics/metrics.js';
import { withStoreMetrics } from './features/metrics/store-metrics.js';

export interface BuildOptions {
  clock?: Clock;
  /** An already open database (tests); otherwise the configuration's. */
  database?: DatabaseHandle;
  /** Fastify's logger; off unless given. `stream` receives every line (tests capture it). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /**
   * false: the mail's timers stay off (tests call `mail.tick()` on their own clock); 'off':
   * nor does a request's mail go by itself (tests that compare the database before and after
   * a request).
   */
  mailScheduler?: boolean | 'off';
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  firstStart: FirstStartResult;
  /**
   * Every route as registered (HEAD included), with its schema: the permission matrix checks
   * its rows, the message test walks its inputs.
   */
  routes: readonly RegisteredRoute[];
  /** Email's scheduled work and queue (tests drive it with `tick`). */
  mail: MailService;
}

/** The Content-Security-Policy the web app is built to pass: nothing inline, nothing remote. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Municipalities often serve over plain HTTP on a local network: never force https.
  upgradeInsecureRequests: null,
};

/** Builds the whole server (database migrated, first start done) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const database =
    options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.schema);
  const clock = options.clock ?? createClock(config.timeZone);
  // One "now" for the whole server: the throttle window and link expiry follow the clock too.
  const nowMs = () => clock.now().getTime();
  // Several processes share one key (SIGNING_KEY); one machine keeps its own in DATA_DIR.
  const signingSecret = config.signingKey ?? loadSigningSecret(config.dataDir);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const rateStore = redis ? redisRateStore(redis) : databaseRateStore(database.db);
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock,
    loginThrottle: new SlidingWindow(
      rateStore,
      'sign-in',
      config.loginMaxAttempts,
      undefined,
      nowMs,
    ),
    store: openFileStore(config, signingSecret, nowMs),
    readCache: new ResponseCache(config.readCacheBytes, nowMs),
    signingSecret,
    rateStore,
    scheduled: scheduledWork(database.db, nowMs),
  };
  // The operator's metrics (docs/decisions/029): this app's own registry; every file-store
  // failure is counted from the first use on.
  const metrics = createMetrics(database, ctx.readCache);
  ctx.store = withStoreMetrics(ctx.store, metrics.fileStoreErrors);
  const started = await firstStart(ctx);

  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          // @fastify/multipart logs the request's headers at trace level: tokens stay out.
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'busboyOptions.headers.authorization',
            'busboyOptions.headers.cookie',
          ],
          serializers: { req: logRequest },
        }
      : false,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Only the proxies the operator names (TRUST_PROXY, docs/deploy.md) may say who the caller is.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, ...(route.schema ? { schema: route.schema } : {}) });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestMetrics(app, metrics);
  // A stop (SIGTERM) lets the requests under way finish before the database closes: Fastify
  // runs onClose hooks while they may still be running. A request is under way until its
  // handler has answered (onSend), even when its client has gone meanwhile (a load balancer's
  // timeout, a closed tab): the connection's end is not the end of the work.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const underWay = new WeakSet<FastifyRequest>();
  const settle = (request: FastifyRequest) => {
    if (underWay.delete(request) && --inFlight === 0) drained?.();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    underWay.add(request);
    inFlight++;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    settle(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onClose', async () => {
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        drained = resolve;
        setTimeout(resolve, 10_000).unref();
      });
    }
    await database.close();
  });
  // Before any plugin: child contexts take the error handler that is set when they register.
  registerErrorHandler(app);

  // Answers are compressed for the client (officers on slow links); request bodies are never
  // inflated (a small gzip body must not become a large one past the body limit).
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
  await app.register(helmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 2, parts: 50 },
  });
  const { auth, files, trash, calendar, mail, publicPlans, registerApi } = productFeatures(
    ctx,
    metrics,
  );
  registerRequestContext(app, auth);
  registerPublicPathGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'कार्ययोजना API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  await app.register(registerApi, { prefix: '/api' });

  registerStorageRoutes(app, ctx);
  registerCalendarFeedRoute(app, calendar);
  registerPublicPage(app, ctx, publicPlans);
  // Periodic work (docs/decisions/009, 023, 028): run once across the processes, each job
  // claimed in the database. At start, the orphan sweep and the trash purge run unless another
  // process is running them (a server restarted after a crash clears that crash's leftovers);
  // then each process looks every five minutes, and whichever claims a job first runs it, once
  // an hour. Each process clears its own temporary uploads.
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis connection'));
  const HOUR = 60 * 60_000;
  const { scheduled } = ctx;
  const logFailure = (what: string) => (error: unknown) =>
    app.log.error({ err: error }, `${what} failed`);
  // A store or database that fails here is logged, not fatal: the server still starts, its
  // readiness says what is failing, and the next look takes the work up again.
  await ctx.store.clearTemp(nowMs() - HOUR).catch(logFailure('temporary files sweep'));
  await scheduled
    .run('orphan-sweep', HOUR, () => files.sweepOrphans(), { force: true })
    .catch(logFailure('orphan sweep'));
  await scheduled
    .run('trash-purge', HOUR, () => trash.sweep(), { force: true })
    .catch(logFailure('trash sweep'));
  const periodic = setInterval(() => {
    ctx.store.clearTemp(nowMs() - HOUR).catch(logFailure('temporary files sweep'));
    scheduled
      .run('orphan-sweep', HOUR, () => files.sweepOrphans())
      .catch(logFailure('orphan sweep'));
    scheduled.run('trash-purge', HOUR, () => trash.sweep()).catch(logFailure('trash sweep'));
    scheduled
      .run('rate-prune', HOUR, () => ctx.rateStore.prune(nowMs() - HOUR))
      .catch(logFailure('rate counts prune'));
  }, 5 * 60_000);
  periodic.unref();
  app.addHook('onClose', async () => {
    clearInterval(periodic);
    redis?.disconnect();
  });
  // Email (docs/decisions/025-mail.md): what is due is queued each minute, the queue sent in
  // the background; a stop lets the mail in hand finish (before the database closes).
  const logMailError = (error: unknown, what: string) =>
    app.log.error({ err: error }, `${what} failed`);
  if (options.mailScheduler === undefined || options.mailScheduler === true) {
    mail.start(logMailError);
  } else if (options.mailScheduler === false) {
    mail.onErrors(logMailError);
  } else {
    mail.manual();
  }
  app.addHook('preClose', async () => {
    await mail.stop();
  });
  const spa = await registerWebApp(app, config.webDist);
  registerNotFound(app, routes, spa);
  return { app, ctx, firstStart: started, routes, mail };
}

/**
 * A request as its log lines show it. A private file's link carries a signature that opens the
 * file for an hour, and a calendar feed's path is its secret (docs/decisions/024): neither
 * ever reaches the log.
 */
function logRequest(request: FastifyRequest) {
  const [path = '', query] = request.url.split(/\?(.*)/s);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape: judged as written.
  }
  // However the path is spelled (%69cal, //ical), a feed's path is never written.
  const feed = /ical/i.test(decoded) || request.routeOptions?.url === '/ical/:key';
  const url = (feed ? '/ical/[redacted]' : path) + (query === undefined ? '' : `?${query}`);
  return {
    method: request.method,
    url: url.replace(/([?&]signature=)[^&#]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
