import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from '@guardian/contracts';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { authenticateServiceKey, KeyRateLimited } from '../modules/integrations/integrations.service';
import { useSession } from '../modules/auth/session-rules';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Secure by default: every /v1 route needs a live session unless it declares `config.public`, and a route
 * with `config.roles` is refused (403) to other roles. A new route is therefore guarded without anyone
 * remembering to guard it. A `config.serviceKey` route (the alarm service) takes a live `X-Api-Key` instead,
 * and only that: a session does not open it, and a service key opens no session route.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const routeConfig = request.routeOptions.config;
    // Judge by the matched route, not the raw URL: the router decodes the path, so '/%761/...' reaches a /v1
    // route while its request.url does not start with '/v1/'.
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !routeUrl.startsWith('/v1/') || routeUrl.startsWith('/v1/docs') || routeConfig?.public) return;

    if (routeConfig?.serviceKey) {
      const header = request.headers['x-api-key'];
      try {
        request.serviceKey = await authenticateServiceKey(app.ctx, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof KeyRateLimited) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      return;
    }

    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const { db, config, now, findLiveSession } = app.ctx;
    const at = now();
    const tokenHash = hashToken(token);
    const session = await findLiveSession(tokenHash, at);
    if (!session || session.status !== 1 || session.roleId === ROLE.appUser) throw unauthorized();
    if (!(await useSession(db, config, { ...session, tokenHash }, at))) throw unauthorized();

    request.session = { tokenHash, accountId: session.accountId, roleId: session.roleId, email: session.email };
    if (routeConfig?.roles && !routeConfig.roles.includes(session.roleId)) throw forbidden();
  });
}
