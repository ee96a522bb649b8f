import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { en } from '@guardian/contracts';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as hashes, in constant time: the answer's timing says nothing about the token. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics (Prometheus text) on the app's own port, only with METRICS_TOKEN as a bearer token. Without a
 * token it is not there (404, not the web app's index.html), whether or not METRICS_PORT serves it on loopback.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics | null): void {
  const token = app.ctx.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!metrics || !token) return reply.status(404).send({ message: en.api.notFound });
    if (!bearerMatches(request, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ message: en.requests.metricsTokenRequired });
    }
    return reply.header('Content-Type', metrics.contentType).send(await metrics.render());
  });
}

/**
 * METRICS_PORT: /metrics without a token on a port of its own, bound to 127.0.0.1 only, for a Prometheus
 * agent on the same machine (or a sidecar). A bare HTTP server: nothing else is reachable there.
 */
export function serveMetricsOnLoopback(app: FastifyInstance, metrics: Metrics, port: number): void {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Not found.' }));
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        app.log.error({ err: error instanceof Error ? { message: error.message } : {} }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Metrics are not available.' }));
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port }, 'metrics served on 127.0.0.1 (METRICS_PORT)');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
