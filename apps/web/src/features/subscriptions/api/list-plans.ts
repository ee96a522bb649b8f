import { useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** The ids of the monthly plans: a row shows Monthly for those and Yearly for any other (spec section 3). */
export const useMonthlyPlanIds = () =>
  useQuery({
    queryKey: ['plans'],
    queryFn: () => api<Envelope<PublicPlan[]>>('/plans'),
    staleTime: Infinity,
    select: (body) => new Set(body.data.filter((plan) => plan.interval === 'monthly').map((plan) => plan.id)),
  });
