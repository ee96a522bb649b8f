import { useQuery } from '@tanstack/react-query';
import { mailDeliveryEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const mailDeliveryKey = ['mail-delivery'] as const;

/**
 * Waiting and failed mail; only a super admin may ask (the page sits behind SuperAdminOnly). Refreshed every
 * 15 s while open: the sender changes it in the background.
 */
export const useMailDelivery = () => useQuery({ queryKey: mailDeliveryKey, queryFn: () => call(mailDeliveryEndpoints.list), refetchInterval: 15_000 });
