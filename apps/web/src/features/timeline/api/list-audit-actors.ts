import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActor } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const listAuditActors = (search: string) => api<Envelope<AuditActor[]>>('/audit/actors', { query: { search: search || undefined } });

/** Super admins only (the server refuses others), so the query is off for role 3. */
export const useAuditActors = (search: string, enabled: boolean) =>
  useQuery({ queryKey: ['audit-actors', search], queryFn: () => listAuditActors(search), enabled, placeholderData: keepPreviousData });
