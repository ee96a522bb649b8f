import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeviceList } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

/** The codes the list sends: allocation_status 1 All, 2 Allocated, 3 Not Allocated; active_status 1 All, 3 Active, 4 Inactive. */
export type DeviceFilterValues = { keyword: string; allocationStatus: string; activeStatus: string };

export const devicesKey = ['devices'] as const;

export const deviceFilterQuery = (filters: DeviceFilterValues) => ({
  keyword: filters.keyword,
  allocation_status: filters.allocationStatus,
  active_status: filters.activeStatus,
});

export function useDevices(params: DeviceFilterValues & { page: number; limit: number }) {
  return useQuery({
    queryKey: [...devicesKey, 'list', params],
    queryFn: () => api<DeviceList>('/device-inventory', { query: { limit: params.limit, page_no: params.page, ...deviceFilterQuery(params) } }),
    placeholderData: keepPreviousData,
  });
}
