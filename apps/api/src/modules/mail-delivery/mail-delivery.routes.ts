import type { FastifyPluginAsync } from 'fastify';
import { en, mailDeliveryEndpoints as endpoints } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { listMailDelivery, resendMail } from './mail-delivery.service';

/** The Mail delivery screen's calls; the contract limits them to super admins (role 2). */
export const mailDeliveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async () => ({ message: en.mailDelivery.fetched, data: await listMailDelivery(app.ctx) }));
  route(app, endpoints.resend, async ({ params, request }) => {
    await resendMail(app.ctx, actorOf(request), params.id);
    return { message: en.mailDelivery.resent };
  });
};
