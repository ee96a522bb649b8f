import { useQuery } from '@tanstack/react-query';
import type { MyProfileData } from '@guardian/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export const myProfileKey = ['my-profile'];
export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: () => api<Envelope<MyProfileData>>('/user/get-my-profile') });
