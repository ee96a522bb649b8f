import { useQuery } from '@tanstack/react-query';
import { cmsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** Public: the static page render needs no session (spec section 6). */
export const useStaticPage = (pageId: string | undefined) =>
  useQuery({
    queryKey: ['static-page', pageId],
    queryFn: () => call(cmsEndpoints.getStaticPage, { params: { pageId: pageId ?? '' } }),
    enabled: Boolean(pageId),
  });
