import { useQuery } from '@tanstack/react-query';
import type { StaticPageData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** Public: the static page render needs no session (spec section 6). */
export const useStaticPage = (pageId: string | undefined) =>
  useQuery({
    queryKey: ['static-page', pageId],
    queryFn: () => api<Envelope<StaticPageData>>(`/get-static-page-data/${encodeURIComponent(pageId ?? '')}`),
    enabled: Boolean(pageId),
  });
