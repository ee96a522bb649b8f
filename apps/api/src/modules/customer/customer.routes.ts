import type { FastifyPluginAsync } from 'fastify';
import { customerEndpoints as endpoints, en } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { listAnswer } from '../../lib/list-engine';
import { route } from '../../lib/route';
import { customerAudit, customerPanicEvents, getCustomer } from './customer.service';

const m = en.customer.api;

/** The user page's calls: any admin may read them, as the users list. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getCustomer, async ({ params }) => ({ message: m.fetched, data: await getCustomer(app.ctx, params.userId) }));

  route(app, endpoints.listCustomerPanicEvents, async ({ params, query }) => {
    const page = await customerPanicEvents(app.ctx, params.userId, query);
    return { message: en.panicEvents.listFetched, ...listAnswer(page, 'totalResult') };
  });

  route(app, endpoints.listCustomerAudit, async ({ params, query, request }) => {
    const page = await customerAudit(app.ctx, sessionOf(request), params.userId, query);
    return { message: en.timeline.api.fetched, ...listAnswer(page, 'totalResult') };
  });
};
