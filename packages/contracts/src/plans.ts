import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint';
import { envelope } from './envelope';

export const publicPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  interval: z.enum(['monthly', 'yearly']),
  priceCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
});
export type PublicPlan = z.infer<typeof publicPlan>;

export const plansEndpoints = {
  /** The pricing page is public and shows the plans as sold in the app. */
  list: defineEndpoint({
    operationId: 'listPlans',
    summary: 'The subscription plans sold in the app, cheapest first',
    tag: 'plans',
    method: 'GET',
    path: '/plans',
    access: PUBLIC,
    success: { status: 200, schema: envelope(z.array(publicPlan)) },
    // The one way it fails: the database cannot answer for a moment (a client retries after Retry-After).
    errors: [503],
  }),
};
