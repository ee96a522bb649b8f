import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { customerKey } from './get-customer';

/** The person's subscription transactions, newest first: the subscription history call (/admin/history). */
export const useCustomerTransactions = (userId: string, page: { page: number; limit: number }) =>
  useQuery({
    queryKey: [...customerKey(userId), 'transactions', page],
    queryFn: () => call(subscriptionsEndpoints.getSubscriptionHistory, { query: { user_id: userId, limit: page.limit, page_no: page.page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
