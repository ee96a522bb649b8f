import { useEffect } from 'react';
import { setPageTitle } from '../lib/document-title';

/** The tab title of the page while it is shown ("User Management · Guardian"); an empty title leaves just the product name. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    setPageTitle(title ?? '');
    return () => setPageTitle('');
  }, [title]);
}
