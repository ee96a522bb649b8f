import { devicesEndpoints, type DeviceOrderBy, type SortDirection } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

/** The codes the list sends: allocation_status 1 All, 2 Allocated, 3 Not Allocated; active_status 1 All, 3 Active, 4 Inactive. */
export type DeviceFilterValues = { keyword: string; allocationStatus: string; activeStatus: string };
/** The list's call adds its order (the export too, so the file holds the rows in the table's order). */
export type DeviceListFilters = DeviceFilterValues & { order_by: DeviceOrderBy; order: SortDirection };

export const devicesKey = ['devices'] as const;

export const deviceFilterQuery = (filters: DeviceListFilters) => ({
  keyword: filters.keyword,
  allocation_status: filters.allocationStatus,
  active_status: filters.activeStatus,
  order_by: filters.order_by,
  order: filters.order,
});

export function useDevices({ page, limit, ...filters }: DeviceListFilters & { page: number; limit: number }) {
  return useListQuery([...devicesKey, 'list'], { page, limit, filters }, (values, ask) =>
    call(devicesEndpoints.listDevices, { query: { ...ask, ...deviceFilterQuery(values) } }),
  );
}
