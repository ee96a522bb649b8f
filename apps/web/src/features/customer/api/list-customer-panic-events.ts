import { customerEndpoints } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';
import { customerKey } from './get-customer';

/** The person's panic events, newest first; rows carry their logs, so View logs opens without another call. */
export function useCustomerPanicEvents(userId: string, page: { page: number; limit: number }) {
  return useListQuery([...customerKey(userId), 'panic-events'], { ...page, filters: { userId } }, (filters, ask) =>
    call(customerEndpoints.listCustomerPanicEvents, { params: { userId: filters.userId }, query: ask }),
  );
}
