import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints, DELAY } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notifySuccess, wait } from '../../../lib/notify';
import { session } from '../../../lib/session';

/** Ends the session on the server (if it answers), then drops the stored token as the remember flag says. */
export async function endSession() {
  try {
    await call(authEndpoints.signOut);
  } catch {
    // The token is dropped below either way.
  }
  session.clear();
}

/**
 * Ends the session on the server, then clears storage as the remember flag says, toasts and goes to the
 * login page after 1 s (spec section 4). A server that cannot be reached does not keep anyone signed in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endSession();
    queryClient.clear();
    notifySuccess(t.toast.loggedOut);
    await wait(DELAY.redirect);
    void navigate('/auth/login');
  }, [navigate, queryClient]);
}
