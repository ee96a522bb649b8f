import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useAppStatistics = () => useQuery({ queryKey: ['app-statistics'], queryFn: () => call(dashboardEndpoints.get) });
