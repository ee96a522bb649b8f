import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsEndpoints, type ResponseReportQuery } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** The response report of a window of UTC days; the last one stays shown while the next loads. */
export const useResponseReport = (query: ResponseReportQuery) =>
  useQuery({
    queryKey: ['response-report', query],
    queryFn: () => call(reportsEndpoints.response, { query }),
    placeholderData: keepPreviousData,
  });
