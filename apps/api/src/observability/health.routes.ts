import type { FastifyInstance } from 'fastify';
import { readinessProbe } from './readiness';

/**
 * GET /healthz: the process answers (a liveness probe: restart it if not). GET /readyz: it can serve (a load
 * balancer sends traffic only while 200). Outside /v1 and out of the API document: they are for machines,
 * need no session and say nothing internal. A 503 names what is missing.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const probe = readinessProbe(app.ctx);
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, checks } = await probe();
    reply.header('Cache-Control', 'no-store');
    if (ready) return reply.send({ status: 'ready', checks });
    const reasons = Object.entries(checks)
      .filter(([, outcome]) => !outcome.startsWith('ok'))
      .map(([name, outcome]) => `${name}: ${outcome}`);
    return reply.status(503).send({ status: 'not ready', message: `Not ready: ${reasons.join('; ')}.`, checks });
  });
}
