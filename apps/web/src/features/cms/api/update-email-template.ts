import { useMutation } from '@tanstack/react-query';
import type { EmailTemplateRow, UpdateEmailTemplateBody } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useUpdateEmailTemplate = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateEmailTemplateBody }) =>
      api<Envelope<EmailTemplateRow>>(`/cms/update-email-template/${id}`, { method: 'PATCH', body }),
  });
