import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, type DashboardTrendsQuery } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** The trends of a window of UTC days. */
export const useDashboardTrends = (window: DashboardTrendsQuery) =>
  useQuery({
    queryKey: ['dashboard-trends', window],
    queryFn: () => call(dashboardEndpoints.trends, { query: window }),
    // The charts keep the last window's figures while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
