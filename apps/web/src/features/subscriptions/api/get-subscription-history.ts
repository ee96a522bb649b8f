import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscriptionHistoryData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useSubscriptionHistory = (params: { userId: string; page: number; limit: number }) =>
  useQuery({
    queryKey: ['subscription-history', params],
    queryFn: () =>
      api<Envelope<SubscriptionHistoryData>>('/admin/history', { query: { user_id: params.userId, limit: params.limit, page_no: params.page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
