import { useQuery } from '@tanstack/react-query';
import { responsePlansEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const responsePlansKey = ['response-plans'] as const;
export const useResponsePlans = () => useQuery({ queryKey: responsePlansKey, queryFn: () => call(responsePlansEndpoints.list) });
