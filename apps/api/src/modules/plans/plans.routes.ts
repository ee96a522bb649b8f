import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en, envelope, publicPlan, type PublicPlan } from '@guardian/contracts';
import { subscriptionPlans } from '../../db/schema';

/** The pricing page is public and shows the plans as sold in the app. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plans', { config: { public: true }, schema: { tags: ['plans'], response: { 200: envelope(z.array(publicPlan)) } } }, async () => {
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
