// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageCursors } from './use-page-cursors';

describe('usePageCursors', () => {
  it('gives page n + 1 the cursor returned with page n, and page 1 none', () => {
    const { result } = renderHook(() => usePageCursors('a'));
    expect(result.current.cursorFor(2)).toBeUndefined();
    result.current.remember(1, 'after-1');
    result.current.remember(2, 'after-2');
    expect(result.current.cursorFor(1)).toBeUndefined();
    expect(result.current.cursorFor(2)).toBe('after-1');
    expect(result.current.cursorFor(3)).toBe('after-2');
    // A page jumped to, never reached by Next, has none: the server is asked by page_no.
    expect(result.current.cursorFor(9)).toBeUndefined();
  });

  it('keeps nothing for the last page (no next cursor)', () => {
    const { result } = renderHook(() => usePageCursors('a'));
    result.current.remember(4, null);
    expect(result.current.cursorFor(5)).toBeUndefined();
  });

  it('starts afresh for another query, and forgets the old one', () => {
    const { result, rerender } = renderHook(({ identity }) => usePageCursors(identity), { initialProps: { identity: 'search=a' } });
    result.current.remember(1, 'a-after-1');
    rerender({ identity: 'search=b' });
    expect(result.current.cursorFor(2)).toBeUndefined();
    result.current.remember(1, 'b-after-1');
    rerender({ identity: 'search=a' });
    expect(result.current.cursorFor(2)).toBeUndefined();
  });

  it('survives re-renders of the same query', () => {
    const { result, rerender } = renderHook(() => usePageCursors('q'));
    result.current.remember(1, 'c1');
    rerender();
    expect(result.current.cursorFor(2)).toBe('c1');
  });
});
