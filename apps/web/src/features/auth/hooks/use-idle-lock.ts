import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IDLE_LOCK_MS } from '@guardian/contracts';
import { session } from '../../../lib/session';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/** After 15 minutes without activity the admin area locks; the password resumes the same session. */
export function useIdleLock() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let timer = window.setTimeout(lock, IDLE_LOCK_MS);
    function lock() {
      session.lock(pathname + search);
      void navigate('/auth/lock');
    }
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, IDLE_LOCK_MS);
    };
    for (const name of ACTIVITY) window.addEventListener(name, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, reset);
    };
  }, [navigate, pathname, search]);
}
