import { z } from 'zod';

export const publicPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  interval: z.enum(['monthly', 'yearly']),
  priceCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
});
export type PublicPlan = z.infer<typeof publicPlan>;
