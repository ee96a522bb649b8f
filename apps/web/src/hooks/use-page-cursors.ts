import { useState } from 'react';

/**
 * Remembers the keyset cursor the server returned with each page (`nextCursor`), so that the next page is
 * asked for with it and the server seeks straight there instead of skipping rows: page 50,000 of ten
 * million events costs what page 2 costs when reached by Next. A jump to a page never seen (or a reload)
 * has no cursor and falls back to page_no. Cursors belong to one query: a new search, filter, order or
 * page size (`identity`) starts afresh. Read and written only inside query functions, never in render.
 */
export function usePageCursors(identity: string) {
  const [store] = useState(() => new Map<string, Map<number, string>>());
  return {
    cursorFor: (page: number) => (page > 1 ? store.get(identity)?.get(page) : undefined),
    remember: (page: number, nextCursor: string | null) => {
      if (!nextCursor) return;
      // Only the current query's cursors are worth keeping.
      for (const key of store.keys()) if (key !== identity) store.delete(key);
      const cursors = store.get(identity) ?? new Map<number, string>();
      cursors.set(page + 1, nextCursor);
      store.set(identity, cursors);
    },
  };
}
