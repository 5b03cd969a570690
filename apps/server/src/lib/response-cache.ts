import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One serialised answer, and its compressed forms as they are first asked for. */
export interface CachedBody {
  readonly key: string;
  readonly etag: string;
  readonly revision: number;
  /** Epoch ms after which the body must not be served (signed links inside it age). */
  readonly validUntil: number;
  readonly identity: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * A bounded in-memory cache of serialised read answers, keyed by what the answer depends on
 * and checked against a revision the database bumps on every write (migration 002). A stale
 * entry is never served: a lookup with a newer revision misses. Least recently used entries go
 * first once `maxBytes` is reached; `maxBytes` 0 turns the cache off.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly building = new Map<string, Promise<CachedBody>>();
  private bytes = 0;
  // Since the start, for the operator's metrics: a low hit rate means READ_CACHE_BYTES is small.
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Lookups answered from memory and lookups that were not, since the start. */
  get lookups(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  get(key: string, revision: number): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (entry.revision !== revision || entry.validUntil <= this.now()) {
      this.drop(key, entry);
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Refresh its place: Map iteration order is insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry for `key` at `revision`, built by `build` on a miss. Requests that miss together
   * share one build: thirty officers opening the same year at once build it once, not thirty
   * times (each build holds the year's rows and JSON in memory while it runs).
   */
  async getOrBuild(
    key: string,
    revision: number,
    validUntil: number,
    build: () => Promise<string>,
  ): Promise<CachedBody> {
    const hit = this.get(key, revision);
    if (hit) return hit;
    const flightKey = `${revision}:${key}`;
    const running = this.building.get(flightKey);
    if (running) return running;
    const flight = build()
      .then((json) => this.set(key, revision, validUntil, json))
      .finally(() => this.building.delete(flightKey));
    this.building.set(flightKey, flight);
    return flight;
  }

  /** Serialises `value` once and keeps it, if it fits. */
  set(key: string, revision: number, validUntil: number, json: string): CachedBody {
    const identity = Buffer.from(json);
    const entry: CachedBody = {
      key,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      revision,
      validUntil,
      identity,
      encoded: {},
    };
    if (!this.enabled || identity.length > this.maxBytes / 4) return entry;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += identity.length;
    this.evict();
    return entry;
  }

  /** The body in `encoding`, compressed once and remembered. */
  body(entry: CachedBody, encoding: Encoding): Buffer {
    if (encoding === 'identity') return entry.identity;
    const known = entry.encoded[encoding];
    if (known) return known;
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.identity, {
            params: {
              // Quality 5 is within a few per cent of 11 on JSON at a hundredth of the time.
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
            },
          })
        : zlib.gzipSync(entry.identity, { level: 6 });
    entry.encoded[encoding] = compressed;
    if (this.entries.get(entry.key) === entry) {
      this.bytes += compressed.length;
      this.evict();
    }
    return compressed;
  }

  private drop(key: string, entry: CachedBody) {
    this.entries.delete(key);
    this.bytes -= entryBytes(entry);
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key, entry);
    }
  }
}

function entryBytes(entry: CachedBody): number {
  return (
    entry.identity.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0)
  );
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * Answers from a cached body: 304 when the client already holds it (If-None-Match), else the
 * body in the best encoding the client accepts. Private: it is one municipality's plan.
 */
export function sendCached(
  cache: ResponseCache,
  entry: CachedBody,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding, authorization');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((t) => t.trim().replace(/^W\//, '') === entry.etag)) {
    return reply.code(304).send();
  }
  const encoding = negotiate(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(cache.body(entry, encoding));
}
