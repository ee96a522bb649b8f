import { useQuery } from '@tanstack/react-query';
import { statisticsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useAppStatistics = () => useQuery({ queryKey: ['app-statistics'], queryFn: () => call(statisticsEndpoints.get) });
