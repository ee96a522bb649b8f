import { useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const usePlans = () => useQuery({ queryKey: ['plans'], queryFn: () => api<Envelope<PublicPlan[]>>('/plans') });
