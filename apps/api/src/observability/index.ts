import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from './health.routes';
import { createMetrics } from './metrics';
import { registerMetricsRoute, serveMetricsOnLoopback } from './metrics.routes';
import { registerRequestLog } from './request-log';

/**
 * Health and readiness probes, Prometheus metrics and the one-line request log (docs/deploying.md). Called on
 * the root app before the routes, so its hook sees every request. Metrics are gathered only when something
 * can read them (METRICS_TOKEN or METRICS_PORT).
 */
export function registerObservability(app: FastifyInstance): void {
  const { metricsToken, metricsPort } = app.ctx.config;
  const metrics = metricsToken || metricsPort ? createMetrics(app.ctx, app.log) : null;
  registerRequestLog(app, metrics);
  registerHealthRoutes(app);
  registerMetricsRoute(app, metrics);
  if (metrics && metricsPort) serveMetricsOnLoopback(app, metrics, metricsPort);
  if (metrics) app.addHook('onClose', async () => metrics.close());
}
