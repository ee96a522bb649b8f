// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@guardian/contracts';
import { useListParams } from './use-list-params';

/** The hook inside a router at `url`, with the location it leaves behind. */
function setup<F extends string>(url: string, filters?: Record<F, string>) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const list = useListParams<F>(filters);
      return { list, location: useLocation() };
    },
    { wrapper },
  );
}

const query = (result: { current: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(result.current.location.search));

describe('useListParams', () => {
  it('reads page, size, search and filters from the URL', () => {
    const { result } = setup('/list?page=3&limit=50&search=ana&status=true', { status: '' });
    expect(result.current.list).toMatchObject({ page: 3, limit: 50, search: 'ana', filters: { status: 'true' } });
    expect(result.current.list.pager).toMatchObject({ page: 3, limit: 50 });
  });

  it.each([
    ['/list', 1, DEFAULT_PAGE_SIZE],
    ['/list?page=0&limit=20', 1, DEFAULT_PAGE_SIZE],
    ['/list?page=-2&limit=abc', 1, DEFAULT_PAGE_SIZE],
    ['/list?page=2.5&limit=100', 1, 100],
  ])('falls back to defaults for %s', (url, page, limit) => {
    const { result } = setup(url);
    expect(result.current.list.page).toBe(page);
    expect(result.current.list.limit).toBe(limit);
  });

  it('gives a filter its default when the URL has none', () => {
    const { result } = setup('/list', { order: 'DESC', status: 'all' });
    expect(result.current.list.filters).toEqual({ order: 'DESC', status: 'all' });
  });

  it('goes to page 1 on a new search, size or filter, and keeps defaults out of the URL', () => {
    const { result } = setup('/list?page=4&status=true', { status: '' });
    act(() => result.current.list.setSearch('ben'));
    expect(query(result)).toEqual({ status: 'true', search: 'ben' });
    act(() => result.current.list.setPage(5));
    act(() => result.current.list.setLimit(25));
    expect(query(result)).toEqual({ status: 'true', search: 'ben', limit: '25' });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setLimit(DEFAULT_PAGE_SIZE));
    expect(query(result)).toEqual({ status: 'true', search: 'ben' });
    act(() => result.current.list.setFilters({ status: '' }));
    expect(query(result)).toEqual({ search: 'ben' });
  });

  it('changes the page alone, page 1 as no parameter', () => {
    const { result } = setup('/list?search=ana');
    act(() => result.current.list.pager.onPageChange(7));
    expect(query(result)).toEqual({ search: 'ana', page: '7' });
    act(() => result.current.list.pager.onPageChange(1));
    expect(query(result)).toEqual({ search: 'ana' });
  });

  it('clears everything', () => {
    const { result } = setup('/list?page=2&limit=50&search=x&status=false', { status: '' });
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe('');
    expect(result.current.list).toMatchObject({ page: 1, limit: DEFAULT_PAGE_SIZE, search: '', filters: { status: '' } });
  });
});
