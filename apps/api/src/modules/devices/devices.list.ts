import { sql } from 'drizzle-orm';
import { ALLOCATION_STATUS, DEVICE_ACTIVE_STATUS, type DeviceFilters, type DeviceOrderBy } from '@guardian/contracts';
import { defineList, directionOf, type SortOrders } from '../../lib/list-engine';
import { containsPattern, isoUtc } from '../../lib/sql-helpers';
import type { DeviceRecord } from './devices.repository';

/**
 * By id (newest first by default): the primary key, or devices_filter_idx (is_active, is_allocated, id) under
 * the filters. By name: devices_name_idx (device_name, id).
 */
const ORDERS: SortOrders<DeviceOrderBy> = {
  id: { type: 'bigint', index: 'devices_pkey' },
  deviceName: { column: sql`d.device_name`, type: 'text', index: 'devices_name_idx' },
};

type Raw = Omit<DeviceRecord, 'id' | 'createdAt' | 'userId'> & { id: number | string; createdAt: string; userId: number | string | null };

/**
 * The device inventory (spec section 7). Status and allocation are equality tests on devices_filter_idx; the
 * keyword is ILIKE anywhere on the two trigram indexes (device_name, device_id). The current holder is the
 * newest allocation not released (the newest id among equal times), read for the page's rows only.
 */
export const devicesList = defineList<DeviceFilters, Raw, DeviceRecord>({
  table: 'devices',
  alias: 'd',
  columns: () => sql`d.id, d.device_name as "deviceName", d.device_id as "deviceId", d.mac_address as "macAddress", d.is_active as "isActive",
    ${isoUtc(sql`d.created_at`)} as "createdAt", h.user_name as "userName", h.user_id as "userId", coalesce(h.held, false) as "hasUser"`,
  joins: sql`left join lateral (
      select a.user_name, x.user_id, true as held from device_allocations x join accounts a on a.id = x.user_id
      where x.device_id = d.id and x.released_at is null order by x.allocated_at desc, x.id desc limit 1
    ) h on true`,
  // The same holder for every device at once (a large export): one sort of the open allocations, merged with
  // the devices, instead of two index lookups per device (2.5 s against 9 s at a million devices).
  joinsForMany: sql`left join (
      select distinct on (x.device_id) x.device_id, a.user_name, x.user_id, true as held
      from device_allocations x join accounts a on a.id = x.user_id
      where x.released_at is null order by x.device_id, x.allocated_at desc, x.id desc
    ) h on h.device_id = d.id`,
  filters: ({ query }) => [
    query.active_status === DEVICE_ACTIVE_STATUS.active ? sql`d.is_active = true` : undefined,
    query.active_status === DEVICE_ACTIVE_STATUS.inactive ? sql`d.is_active = false` : undefined,
    query.allocation_status === ALLOCATION_STATUS.allocated ? sql`d.is_allocated = true` : undefined,
    query.allocation_status === ALLOCATION_STATUS.notAllocated ? sql`d.is_allocated = false` : undefined,
  ],
  search: ({ query }) => {
    if (query.keyword === '') return undefined;
    const pattern = containsPattern(query.keyword);
    return sql`(d.device_name ilike ${pattern} or d.device_id ilike ${pattern})`;
  },
  orders: ORDERS,
  sort: (query) => ({ by: query.order_by, direction: directionOf(query.order) }),
  toRow: (raw) => ({ ...raw, id: Number(raw.id), userId: raw.userId === null ? null : Number(raw.userId), createdAt: new Date(raw.createdAt) }),
});
