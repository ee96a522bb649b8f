import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cmsEndpoints, type TemplateType } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const templatesKey = (type: TemplateType) => ['cms-templates', type] as const;

/** One call for all three kinds (template_type 1 e-mail, 2 SMS, 3 static pages); each kind has its own row shape. */
export function useTemplates(type: TemplateType, page: number, limit: number) {
  return useQuery({
    queryKey: [...templatesKey(type), page, limit],
    queryFn: () => call(cmsEndpoints.listTemplates, { query: { template_type: type, limit, page_no: page } }),
    placeholderData: keepPreviousData,
  });
}
