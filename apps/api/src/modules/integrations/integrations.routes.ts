import type { FastifyPluginAsync } from 'fastify';
import { integrationsEndpoints as endpoints, en } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { createApiKey, listApiKeys, revokeApiKey } from './integrations.service';

const t = en.integrations;

/** Service keys of the alarm service; the contract limits them to super admins (role 2). */
export const integrationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.create, async ({ body, request }) => ({ message: t.created, data: await createApiKey(app.ctx, actorOf(request), body.name) }));
  route(app, endpoints.list, async () => ({ message: t.listFetched, data: await listApiKeys(app.ctx) }));
  route(app, endpoints.revoke, async ({ params, request }) => {
    await revokeApiKey(app.ctx, actorOf(request), params.id);
    return { message: t.revoked };
  });
};
