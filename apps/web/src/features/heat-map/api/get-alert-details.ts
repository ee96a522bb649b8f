import { useQuery } from '@tanstack/react-query';
import { alarmsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/**
 * One event's details (logs, how it was worked, trail, timeline) for Alert Details: one request per event,
 * shared by the modal's sections; `enabled` false until a section needs it.
 */
export const useAlertDetails = (eventId: number, enabled = true) =>
  useQuery({ queryKey: ['alert-details', eventId], queryFn: () => call(alarmsEndpoints.get, { params: { id: eventId } }), enabled, staleTime: 30_000 });
