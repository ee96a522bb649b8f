import type { SignInData } from '@guardian/contracts';

/**
 * The signed-in admin under the spec's keys: token, fullName, email, role, profile, remember; and accountId.
 *
 * "Remember me" decides where they live: checked, in localStorage (the session survives closing the
 * browser); unchecked, in sessionStorage (only this tab, gone when the browser closes; a new tab signs in
 * again). `remember` itself stays in localStorage: it decides what logout leaves behind (the e-mail, to
 * prefill the login form) and the box's state on the next visit.
 */
const KEYS = { token: 'token', fullName: 'fullName', email: 'email', role: 'role', profile: 'profile', remember: 'remember', accountId: 'accountId' } as const;
const ACCOUNT_KEYS = [KEYS.token, KEYS.fullName, KEYS.email, KEYS.role, KEYS.profile, KEYS.accountId];
const LOCKED = 'locked';

/** The tab's own session first; a remembered one otherwise. */
const read = (key: string) => sessionStorage.getItem(key) ?? localStorage.getItem(key);
/** Where the signed-in account's keys are kept now. */
const store = () => (localStorage.getItem(KEYS.remember) === 'true' ? localStorage : sessionStorage);

export const session = {
  token: () => read(KEYS.token),
  role: () => read(KEYS.role),
  /** The signed-in account's id; null for a session saved before the sign-in answer carried it. */
  accountId: () => {
    const id = Number(read(KEYS.accountId));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  fullName: () => read(KEYS.fullName) ?? '',
  email: () => read(KEYS.email) ?? '',
  profile: () => read(KEYS.profile) || null,
  remember: () => localStorage.getItem(KEYS.remember) === 'true',

  save(data: SignInData, remember: boolean) {
    // Whatever an earlier sign-in left in either place goes, so the two never disagree.
    for (const key of ACCOUNT_KEYS) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    localStorage.setItem(KEYS.remember, String(remember));
    const target = store();
    target.setItem(KEYS.token, data.token);
    target.setItem(KEYS.fullName, data.full_name);
    target.setItem(KEYS.email, data.email);
    target.setItem(KEYS.role, String(data.roleId));
    target.setItem(KEYS.accountId, String(data.id));
    target.setItem(KEYS.profile, data.profile_pic ?? '');
    sessionStorage.removeItem(LOCKED);
  },

  update(values: { fullName?: string; profile?: string | null }) {
    if (values.fullName !== undefined) store().setItem(KEYS.fullName, values.fullName);
    if (values.profile !== undefined) store().setItem(KEYS.profile, values.profile ?? '');
  },

  /** Logout: the token always goes; everything goes unless remember was set (spec section 4). */
  clear() {
    localStorage.removeItem(KEYS.token);
    sessionStorage.removeItem(KEYS.token);
    sessionStorage.removeItem(LOCKED);
    const remember = localStorage.getItem(KEYS.remember);
    for (const key of ACCOUNT_KEYS) sessionStorage.removeItem(key);
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
