import { describe, expect, it } from 'vitest';
import { createAdminBody, updateAdminBody } from './admins';
import { createUserBody, updateUserBody, userSearchTerm } from './users';

const user = {
  full_name: ' Ada Lovelace ',
  user_name: 'ada.l',
  email: ' Ada@Example.COM ',
  phone_no: '98765 43210',
  country_code: '+91',
  password: 'Passw0rd!',
  confirm_password: 'Passw0rd!',
};
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('user and admin schemas', () => {
  it('searches only above 2 characters with a letter or digit', () => {
    expect(['', 'ab', ' ab ', '...', '@@@'].map(userSearchTerm)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(['abc', ' ab c ', 'a.b', '123'].map(userSearchTerm)).toEqual(['abc', 'ab c', 'a.b', '123']);
  });

  it('normalises a valid user: trimmed name, lower-case e-mail, digits-only phone', () => {
    expect(createUserBody.parse(user)).toEqual({ ...user, full_name: 'Ada Lovelace', email: 'ada@example.com', phone_no: '9876543210' });
  });

  it('reports every field of an empty add form at once, with the spec texts', () => {
    expect(
      messages(createUserBody.safeParse({ full_name: '', user_name: '', email: '', phone_no: '', country_code: '', password: '', confirm_password: '' })),
    ).toEqual({
      full_name: 'Please Enter Full Name.',
      user_name: 'Please choose a username.',
      email: 'Please Enter valid Email Id.',
      phone_no: 'Please Enter Phone Number.',
      country_code: 'Please Enter Phone Number.',
      password: 'Password is Required.',
    });
  });

  it('keeps the password on edit when both fields are empty, and checks it when given', () => {
    expect(updateUserBody.safeParse({ ...user, password: '', confirm_password: '' }).success).toBe(true);
    expect(messages(updateUserBody.safeParse({ ...user, password: 'short', confirm_password: 'short' }))).toEqual({
      password: 'Password Should Contain Minimum 8 Character',
    });
    expect(messages(updateUserBody.safeParse({ ...user, confirm_password: 'other' }))).toEqual({ confirm_password: 'Password not match' });
  });

  it('refuses a number its country does not issue, on add and on edit, and accepts real ones', () => {
    expect(messages(createUserBody.safeParse({ ...user, phone_no: '98765' }))).toEqual({ phone_no: 'This is not a valid phone number for +91.' });
    expect(messages(updateUserBody.safeParse({ ...user, phone_no: '12345' }))).toEqual({ phone_no: 'This is not a valid phone number for +91.' });
    expect(messages(createUserBody.safeParse({ ...user, country_code: '+44', phone_no: '98765 43210' }))).toEqual({
      phone_no: 'This is not a valid phone number for +44.',
    });
    for (const [country_code, phone_no] of [
      ['+44', '7911 123456'],
      ['+1', '212 555 0134'],
      ['+966', '50 123 4567'],
      ['+91', '98765 43210'],
    ]) {
      expect(createUserBody.safeParse({ ...user, country_code, phone_no }).success, `${country_code} ${phone_no}`).toBe(true);
    }
  });

  it('asks the admin form for names, e-mail and a matching password only when adding', () => {
    expect(messages(createAdminBody.safeParse({ first_name: '', last_name: ' ', email: '', password: '', confirm_password: '' }))).toEqual({
      first_name: 'Please Enter First Name.',
      last_name: 'Please Enter Last Name.',
      email: 'Email is Required.',
      password: 'Password is Required.',
    });
    expect(updateAdminBody.parse({ first_name: 'Ada', last_name: 'King', email: 'ADA@x.io', password: 'ignored' })).toEqual({
      first_name: 'Ada',
      last_name: 'King',
      email: 'ada@x.io',
    });
  });
});
