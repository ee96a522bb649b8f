import { useQuery } from '@tanstack/react-query';
import type { AppStatistics } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useAppStatistics = () =>
  useQuery({ queryKey: ['app-statistics'], queryFn: () => api<Envelope<AppStatistics>>('/user/admin/app-statistics') });
