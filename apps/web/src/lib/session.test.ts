// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from './session';

const signedIn = { token: 'tok-1', id: 7, full_name: 'Ada Lovelace', email: 'ada@guardian.test', roleId: 2, profile_pic: null };

describe('session storage and "Remember me"', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('unchecked: the account lives in sessionStorage only (a browser restart ends it)', () => {
    session.save(signedIn, false);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('remember')).toBe('false');
    expect([session.token(), session.fullName(), session.email(), session.role()]).toEqual(['tok-1', 'Ada Lovelace', 'ada@guardian.test', '2']);
    expect(session.accountId()).toBe(7);
    // A restart keeps localStorage only: nothing to sign in with.
    sessionStorage.clear();
    expect(session.token()).toBeNull();
  });

  it('checked: localStorage, and logout keeps the e-mail for the form but not the token', () => {
    session.save(signedIn, true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('token')).toBeNull();
    sessionStorage.clear();
    expect(session.token()).toBe('tok-1');
    session.update({ fullName: 'Ada King' });
    expect(localStorage.getItem('fullName')).toBe('Ada King');
    session.clear();
    expect(session.token()).toBeNull();
    expect(session.email()).toBe('ada@guardian.test');
    expect(session.remember()).toBe(true);
  });

  it('a sign-in without remember after a remembered one leaves nothing remembered behind', () => {
    session.save(signedIn, true);
    session.clear();
    session.save({ ...signedIn, token: 'tok-2' }, false);
    expect(localStorage.getItem('email')).toBeNull();
    expect(session.token()).toBe('tok-2');
    session.clear();
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });
});
