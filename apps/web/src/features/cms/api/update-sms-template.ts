import { useMutation } from '@tanstack/react-query';
import type { SmsTemplateRow, UpdateSmsTemplateBody } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const useUpdateSmsTemplate = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSmsTemplateBody }) =>
      api<Envelope<SmsTemplateRow>>(`/cms/update-sms-template/${id}`, { method: 'PATCH', body }),
  });
