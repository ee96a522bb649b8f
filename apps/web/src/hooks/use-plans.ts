import { useQuery } from '@tanstack/react-query';
import { plansEndpoints, type ResponseOf } from '@guardian/contracts';
import { call } from '../lib/api-client';

export type Plans = ResponseOf<typeof plansEndpoints.list>;

/**
 * The plans sold in the app: one query for every screen that shows them (the public pricing page, and the
 * subscription lists that label a plan Monthly or Yearly). They change with a release, not from this
 * back-office, so they are fetched once per visit. `select` derives what a screen needs from the same data.
 */
export function usePlans<T = Plans>(select?: (plans: Plans) => T) {
  return useQuery({ queryKey: ['plans'], queryFn: () => call(plansEndpoints.list), staleTime: Infinity, select });
}

const monthlyIds = (plans: Plans) => new Set(plans.data.filter((plan) => plan.interval === 'monthly').map((plan) => plan.id));

/** The ids of the monthly plans: a row shows Monthly for those and Yearly for any other (spec section 3). */
export const useMonthlyPlanIds = () => usePlans(monthlyIds);
