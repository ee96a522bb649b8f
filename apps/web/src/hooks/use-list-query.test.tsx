// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListQuery, type PageAsk } from './use-list-query';

function setup(fetchPage: (filters: { q: string }, ask: PageAsk) => Promise<{ nextCursor: string | null; page: number }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ page, q }) => useListQuery(['things'], { page, limit: 10, filters: { q } }, fetchPage), {
    wrapper,
    initialProps: { page: 1, q: '' },
  });
}

describe('useListQuery', () => {
  it('asks Next with the cursor of the page before, a jump by page_no, and a new search afresh', async () => {
    const fetchPage = vi.fn(async (_filters: { q: string }, ask: PageAsk) => ({ page: ask.page_no, nextCursor: `after-${ask.page_no}` }));
    const { result, rerender } = setup(fetchPage);
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '' }, { page_no: 1, limit: 10, cursor: undefined });

    rerender({ page: 2, q: '' });
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '' }, { page_no: 2, limit: 10, cursor: 'after-1' });

    rerender({ page: 7, q: '' });
    await waitFor(() => expect(result.current.data?.page).toBe(7));
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '' }, { page_no: 7, limit: 10, cursor: undefined });

    rerender({ page: 2, q: 'ana' });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ q: 'ana' }, { page_no: 2, limit: 10, cursor: undefined }));
  });

  it('keeps the page on screen while the next one loads', async () => {
    let release: () => void = () => {};
    const fetchPage = vi.fn(async (_filters: { q: string }, ask: PageAsk) => {
      if (ask.page_no === 2) await new Promise<void>((resolve) => (release = resolve));
      return { page: ask.page_no, nextCursor: null };
    });
    const { result, rerender } = setup(fetchPage);
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    rerender({ page: 2, q: '' });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data?.page).toBe(1);
    release();
    await waitFor(() => expect(result.current.data?.page).toBe(2));
  });
});
