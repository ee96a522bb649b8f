import { customerEndpoints } from '@guardian/contracts';
import { useListQuery } from '../../../hooks/use-list-query';
import { call } from '../../../lib/api-client';
import { customerKey } from './get-customer';

/** The audit entries about the person's account, newest first (role 3: its own only). */
export function useCustomerAudit(userId: string, page: { page: number; limit: number }) {
  return useListQuery([...customerKey(userId), 'audit'], { ...page, filters: { userId } }, (filters, ask) =>
    call(customerEndpoints.listCustomerAudit, { params: { userId: filters.userId }, query: ask }),
  );
}
