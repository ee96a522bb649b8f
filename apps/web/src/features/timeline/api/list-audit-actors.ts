import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { timelineEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const listAuditActors = (search: string) => call(timelineEndpoints.listAuditActors, { query: { search: search || undefined } });

/** Super admins only (the server refuses others), so the query is off for role 3. */
export const useAuditActors = (search: string, enabled: boolean) =>
  useQuery({ queryKey: ['audit-actors', search], queryFn: () => listAuditActors(search), enabled, placeholderData: keepPreviousData });
