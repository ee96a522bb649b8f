import { QueryClient } from '@tanstack/react-query';

/** Failed list and statistics loads show empty data with no message (spec section 8): no retries either. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } } });
