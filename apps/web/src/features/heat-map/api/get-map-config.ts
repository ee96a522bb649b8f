import { useQuery } from '@tanstack/react-query';
import { heatMapEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useMapConfig = () => useQuery({ queryKey: ['map-config'], queryFn: () => call(heatMapEndpoints.getMapConfig), staleTime: Infinity });
