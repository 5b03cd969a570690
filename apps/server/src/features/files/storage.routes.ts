import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { filesRepository } from './files.repository.js';
import { storeUnavailable } from './files.service.js';
import { KEY, type Visibility } from './file-store.js';

const INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/plain']);

/**
 * /storage/{key}: public files (logos). /storage/private/{key}?expires&signature: private
 * documents, only with a valid, unexpired signature; anything else is 404.
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = filesRepository(ctx.db);

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, v: Visibility) {
    // Only a key of the store's own shape reaches the database (PostgreSQL refuses a NUL in it).
    const row = KEY.test(key) ? await files.byKey(key) : undefined;
    if (!row || row.visibility !== v) throw new AppError('NOT_FOUND');
    // A private document in the trash (docs/decisions/023) is kept for its restore, not served:
    // only a file a live task or document points at opens.
    if (v === 'private' && !(await files.isLive(row.id))) throw new AppError('NOT_FOUND');
    const body = await openStored(key, v);
    if (!body) throw new AppError('NOT_FOUND');
    const disposition = INLINE.has(row.mime) ? 'inline' : 'attachment';
    return reply
      .type(row.mime)
      .header('content-length', row.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', v === 'public' ? 'public, max-age=86400' : 'private, max-age=3600')
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
      )
      .send(body);
  }

  /**
   * The stored bytes. A store that does not answer (a bucket out of reach, a disk gone) is a
   * 503 with a plain sentence: the fault is not the request's, and trying again later may work.
   */
  async function openStored(key: string, v: Visibility) {
    try {
      return await ctx.store.open(key, v);
    } catch (error) {
      // Logged by the error handler, with the store's own error.
      throw storeUnavailable(error);
    }
  }

  app.get<{ Params: { key: string } }>('/storage/:key', (request, reply) =>
    send(request, reply, request.params.key, 'public'),
  );

  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/storage/private/:key',
    (request, reply) => {
      const { key } = request.params;
      const expires = Number(request.query.expires);
      if (!ctx.store.verifySignature(key, expires, String(request.query.signature ?? ''))) {
        throw new AppError('NOT_FOUND');
      }
      return send(request, reply, key, 'private');
    },
  );
}
