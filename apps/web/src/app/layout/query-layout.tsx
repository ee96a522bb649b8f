import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query-client';

/**
 * The server-state cache for the pages under it. It is a lazy layout, not an app-wide provider, so that
 * the login page (which needs none) does not load TanStack Query: see the budget in tools/web-budget.ts.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
