import { useQuery } from '@tanstack/react-query';
import { timelineEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const listAuditActions = () => call(timelineEndpoints.listAuditActions);

export const useAuditActions = () => useQuery({ queryKey: ['audit-actions'], queryFn: listAuditActions, staleTime: 60_000 });
