import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TemplatePreviewData } from '@guardian/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { api, type Envelope } from '../../../lib/api-client';

/**
 * The draft filled with sample values by the server, which renders it with the code that sends the real
 * message; the draft is debounced so typing does not send a call per key.
 */
export function useTemplatePreview(id: number, content: string, subject?: string) {
  const [debouncedContent] = useDebouncedValue(content, 400);
  const [debouncedSubject] = useDebouncedValue(subject, 400);
  return useQuery({
    queryKey: ['cms-preview', id, debouncedContent, debouncedSubject],
    queryFn: () =>
      api<Envelope<TemplatePreviewData>>(`/cms/preview-template/${id}`, { method: 'POST', body: { content: debouncedContent, subject: debouncedSubject } }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
