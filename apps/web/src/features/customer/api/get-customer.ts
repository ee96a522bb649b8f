import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const customerKey = (userId: string) => ['customer', userId] as const;

/** The short parts of the page: profile, current subscription, contacts and held devices. */
export const useCustomer = (userId: string) =>
  useQuery({
    queryKey: [...customerKey(userId), 'summary'],
    queryFn: () => call(customerEndpoints.getCustomer, { params: { userId } }),
    // A 404 or 400 is an answer, not a hiccup: said at once, not retried.
    retry: false,
  });
