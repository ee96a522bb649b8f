import { useMutation } from '@tanstack/react-query';
import { cmsEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useUpdateEmailTemplate = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyInput<typeof cmsEndpoints.updateEmailTemplate> }) =>
      call(cmsEndpoints.updateEmailTemplate, { params: { id }, body }),
  });
