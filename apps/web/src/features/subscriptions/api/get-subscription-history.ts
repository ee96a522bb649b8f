import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useSubscriptionHistory = (params: { userId: string; page: number; limit: number }) =>
  useQuery({
    queryKey: ['subscription-history', params],
    queryFn: () => call(subscriptionsEndpoints.getSubscriptionHistory, { query: { user_id: params.userId, limit: params.limit, page_no: params.page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
