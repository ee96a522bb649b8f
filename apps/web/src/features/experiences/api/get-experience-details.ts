import { useQuery } from '@tanstack/react-query';
import { experiencesEndpoints, readExperience } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** Public: sent without a session. The answer is read through both record shapes of the spec. */
export const useExperienceDetails = (id: string) =>
  useQuery({
    queryKey: ['experience', id],
    queryFn: () => call(experiencesEndpoints.getExperienceDetails, { params: { id } }),
    select: (answer) => readExperience(answer.data),
    staleTime: Infinity,
  });
