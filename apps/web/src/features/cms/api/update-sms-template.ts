import { useMutation } from '@tanstack/react-query';
import { cmsEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useUpdateSmsTemplate = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyInput<typeof cmsEndpoints.updateSmsTemplate> }) =>
      call(cmsEndpoints.updateSmsTemplate, { params: { id }, body }),
  });
