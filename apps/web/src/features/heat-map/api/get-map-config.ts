import { useQuery } from '@tanstack/react-query';
import type { MapConfigData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useMapConfig = () =>
  useQuery({ queryKey: ['map-config'], queryFn: () => api<Envelope<MapConfigData>>('/alarm/map-config'), staleTime: Infinity });
