import { useMutation } from '@tanstack/react-query';
import { cmsEndpoints, type BodyInput } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useUpdateStaticPage = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyInput<typeof cmsEndpoints.updateStaticPage> }) =>
      call(cmsEndpoints.updateStaticPage, { params: { pageId: id }, body }),
  });
