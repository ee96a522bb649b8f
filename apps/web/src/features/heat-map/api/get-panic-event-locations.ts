import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { heatMapEndpoints, type Bounds, type MapLayer } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export type LocationsRequest = Bounds & { zoom: number; layer: MapLayer; from?: string; to?: string };

/** The map keeps showing the last answer while the next viewport loads, so panning never blanks it. */
export const usePanicEventLocations = (request: LocationsRequest | null) =>
  useQuery({
    queryKey: ['panic-event-locations', request],
    queryFn: () => call(heatMapEndpoints.listPanicEventLocations, { query: request ?? {} }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
