import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cmsEndpoints } from '@guardian/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { call } from '../../../lib/api-client';

/**
 * The draft filled with sample values by the server, which renders it with the code that sends the real
 * message; the draft is debounced so typing does not send a call per key.
 */
export function useTemplatePreview(id: number, content: string, subject: string | undefined, enabled: boolean) {
  const [debouncedContent] = useDebouncedValue(content, 400);
  const [debouncedSubject] = useDebouncedValue(subject, 400);
  return useQuery({
    queryKey: ['cms-preview', id, debouncedContent, debouncedSubject],
    queryFn: () => call(cmsEndpoints.previewTemplate, { params: { id }, body: { content: debouncedContent, subject: debouncedSubject } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
