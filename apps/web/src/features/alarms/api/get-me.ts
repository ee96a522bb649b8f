import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

/** The signed-in admin's own account (the same query, and cache, as My Profile): whose alarms are "mine". */
export const useMe = () => useQuery({ queryKey: ['my-profile'], queryFn: () => call(profileEndpoints.getMyProfile), staleTime: Infinity });
