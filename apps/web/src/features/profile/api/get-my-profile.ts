import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const myProfileKey = ['my-profile'];
export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: () => call(profileEndpoints.getMyProfile) });
