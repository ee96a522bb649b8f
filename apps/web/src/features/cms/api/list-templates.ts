import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailTemplateRow, SmsTemplateRow, StaticPageRow, TemplateType } from '@guardian/contracts';
import { api } from '../../../lib/api-client';

export type TemplateRowOf = { 1: EmailTemplateRow; 2: SmsTemplateRow; 3: StaticPageRow };
export type TemplateList<T extends TemplateType> = { message: string; data: TemplateRowOf[T][]; TotalResult: number };

export const templatesKey = (type: TemplateType) => ['cms-templates', type] as const;

/** One call for all three kinds (template_type 1 e-mail, 2 SMS, 3 static pages); each kind has its own row shape. */
export function useTemplates<T extends TemplateType>(type: T, page: number, limit: number) {
  return useQuery({
    queryKey: [...templatesKey(type), page, limit],
    queryFn: () => api<TemplateList<T>>('/cms/list-templates', { query: { template_type: type, limit, page_no: page } }),
    placeholderData: keepPreviousData,
  });
}
