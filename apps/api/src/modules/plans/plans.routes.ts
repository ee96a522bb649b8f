import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { en, plansEndpoints as endpoints, type PublicPlan } from '@guardian/contracts';
import { subscriptionPlans } from '../../db/schema';
import { route } from '../../lib/route';

/** The pricing page is public and shows the plans as sold in the app. */
export const plansRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async () => {
    const rows = await app.ctx.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.priceCents));
    const data: PublicPlan[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      interval: row.interval === 'monthly' ? 'monthly' : 'yearly',
      priceCents: row.priceCents,
      currency: row.currency,
      description: row.description,
    }));
    return { message: en.api.ok, data };
  });
};
