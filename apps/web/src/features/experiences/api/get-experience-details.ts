import { useQuery } from '@tanstack/react-query';
import { readExperience } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** Public: sent without a session. The answer is read through both record shapes of the spec. */
export const useExperienceDetails = (id: string) =>
  useQuery({
    queryKey: ['experience', id],
    queryFn: () => api<Envelope<unknown>>(`/get-experience-details-by-admin/${encodeURIComponent(id)}`),
    select: (answer) => readExperience(answer.data),
    staleTime: Infinity,
  });
