import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const useSetUserStatus = () =>
  useMutation({
    mutationFn: ({ userId, status }: { userId: number; status: 0 | 1 }) => call(usersEndpoints.setUserStatus, { params: { userId }, body: { status } }),
  });
