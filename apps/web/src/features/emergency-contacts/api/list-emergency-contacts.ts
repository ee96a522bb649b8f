import { emergencyContactsEndpoints, type ContactOrderBy, type SortDirection } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';

/** active_status: 1 All, 3 Active, 2 Inactive (spec section 9); from / to: the range of days added, as instants. */
export type EmergencyContactFilters = { keyword: string; activeStatus: string; order_by: ContactOrderBy; order: SortDirection; from?: string; to?: string };

export function useEmergencyContacts({ page, limit, ...filters }: EmergencyContactFilters & { page: number; limit: number }) {
  return useListQuery(['emergency-contacts'], { page, limit, filters }, ({ activeStatus, ...query }, ask) =>
    call(emergencyContactsEndpoints.listEmergencyContacts, { query: { ...ask, ...query, active_status: activeStatus } }),
  );
}
