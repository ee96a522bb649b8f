import { subscriptionsEndpoints, type SubscriptionFilters } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

export function useSubscriptions({ page, limit, ...filters }: SubscriptionFilters & { page: number; limit: number }) {
  // status goes as 'status=' for All, as the spec sends it.
  return useListQuery(['subscriptions'], { page, limit, filters }, (query, ask) =>
    call(subscriptionsEndpoints.listSubscriptions, { query: { ...ask, ...query } }),
  );
}
