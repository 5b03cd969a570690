import net from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { AppMetrics } from './metrics.js';

/**
 * Whether `address` is one of `allowed` (addresses and CIDR ranges, config.metricsAllow). An
 * IPv4 caller on a dual-stack socket shows as `::ffff:a.b.c.d`: it is judged as a.b.c.d.
 */
export function addressAllowed(allowed: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of allowed) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const family = net.isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The operator's metrics for Prometheus (docs/decisions/029-metrics.md). Reachable without a
 * token but only from METRICS_ALLOW (loopback by default): the socket's address decides, never a
 * forwarded header (not even from TRUST_PROXY's proxies), so a caller cannot claim to be the
 * scraper.
 */
export const metricsRoutes =
  (ctx: AppContext, metrics: AppMetrics): FastifyPluginAsyncZod =>
  async (app) => {
    const allowed = addressAllowed(ctx.config.metricsAllow);
    app.get(
      '/metrics',
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Metrics in the Prometheus text format (only from METRICS_ALLOW)',
          response: {
            200: {
              description: 'Prometheus text exposition format 0.0.4',
              content: { 'text/plain': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        if (!allowed(request.raw.socket.remoteAddress ?? ''))
          throw new AppError('FORBIDDEN', { key: 'error.metricsForbidden' });
        const text = await metrics.scrape(request.log);
        return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  };
