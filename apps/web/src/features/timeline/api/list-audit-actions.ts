import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client';

export const listAuditActions = () => api<Envelope<string[]>>('/audit/actions');

export const useAuditActions = () => useQuery({ queryKey: ['audit-actions'], queryFn: listAuditActions, staleTime: 60_000 });
