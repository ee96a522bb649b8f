import { useMutation } from '@tanstack/react-query';
import type { StaticPageRow, UpdateStaticPageBody } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useUpdateStaticPage = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaticPageBody }) =>
      api<Envelope<StaticPageRow>>(`/update-static-page/${id}`, { method: 'PATCH', body }),
  });
