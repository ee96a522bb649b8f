import type { SignInData } from '@guardian/contracts';

/**
 * The signed-in admin, kept in localStorage under the spec's keys: token, fullName, email, role, profile,
 * remember. `remember` decides what logout leaves behind (the e-mail, to prefill the login form).
 */
const KEYS = { token: 'token', fullName: 'fullName', email: 'email', role: 'role', profile: 'profile', remember: 'remember' } as const;
const LOCKED = 'locked';

export type StoredSession = { token: string; fullName: string; email: string; role: string; profile: string; remember: boolean };

export const session = {
  token: () => localStorage.getItem(KEYS.token),
  role: () => localStorage.getItem(KEYS.role),
  fullName: () => localStorage.getItem(KEYS.fullName) ?? '',
  email: () => localStorage.getItem(KEYS.email) ?? '',
  profile: () => localStorage.getItem(KEYS.profile) || null,
  remember: () => localStorage.getItem(KEYS.remember) === 'true',

  save(data: SignInData, remember: boolean) {
    localStorage.setItem(KEYS.token, data.token);
    localStorage.setItem(KEYS.fullName, data.full_name);
    localStorage.setItem(KEYS.email, data.email);
    localStorage.setItem(KEYS.role, String(data.roleId));
    localStorage.setItem(KEYS.profile, data.profile_pic ?? '');
    localStorage.setItem(KEYS.remember, String(remember));
    sessionStorage.removeItem(LOCKED);
  },

  update(values: { fullName?: string; profile?: string | null }) {
    if (values.fullName !== undefined) localStorage.setItem(KEYS.fullName, values.fullName);
    if (values.profile !== undefined) localStorage.setItem(KEYS.profile, values.profile ?? '');
  },

  /** Logout: the token always goes; everything goes unless remember was set (spec section 4). */
  clear() {
    localStorage.removeItem(KEYS.token);
    sessionStorage.removeItem(LOCKED);
    const remember = localStorage.getItem(KEYS.remember);
    if (remember !== 'true') for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  },

  isLocked: () => sessionStorage.getItem(LOCKED) === '1',
  lock(returnTo: string) {
    sessionStorage.setItem(LOCKED, '1');
    sessionStorage.setItem('lockedFrom', returnTo);
  },
  unlock() {
    sessionStorage.removeItem(LOCKED);
    const from = sessionStorage.getItem('lockedFrom');
    sessionStorage.removeItem('lockedFrom');
    return from && from.startsWith('/admin') ? from : '/admin/dashboard';
  },
};
