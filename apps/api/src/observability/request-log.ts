import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBE_PATH } from '../lib/framework-errors';
import type { Metrics } from './metrics';

/** Our own routes outside /v1: probes and scrapes, every few seconds from machines. */
export const OPERATIONS_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A call of the API (under /v1, the docs' pages aside), as opposed to the web app's files, uploads, the
 * health probes and metrics scrapes, which would bury the API's lines (issue 19: 2,703 of 6,589 lines of one
 * walkthrough were static files).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const template = request.routeOptions.url;
  if (template) return template.startsWith('/v1/') && !template.startsWith('/v1/docs');
  // No route matched (a 404, a bad address): judge by the path. The security-header probe asks itself at start.
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/v1/') && path !== PROBE_PATH;
}

/** The metrics label: a route template, never the path (an id in it would make a series per id). */
function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (!template) return '(no route)';
  if (template.startsWith('/v1/') || template.startsWith('/uploads/') || OPERATIONS_ROUTES.has(template)) return template;
  // fastify-static declares one route per file of the web app: one label for them all.
  return '(web app)';
}

/**
 * One line per request when it has been answered, in place of Fastify's two (incoming, completed): the route
 * template, status and time, with the request id and the redacted URL (lib/logger.ts). API calls at info,
 * everything else at debug. The same hook feeds the request-duration histogram.
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics | null): void {
  app.addHook('onResponse', async (request, reply) => {
    const template = request.routeOptions.url ?? null;
    const line = { req: request, route: template, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (isApiRequest(request)) request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
    // An event stream's "duration" is how long a desk stayed connected: it would only blur the histogram.
    if (metrics && !String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    }
  });
}
