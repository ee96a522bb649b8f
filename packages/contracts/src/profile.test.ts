import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordBody, updateProfileBody } from './profile';

/** Field path -> message, as the API's 400 answer and the edit-profile and change-password forms show them. */
const fieldMessages = (schema: z.ZodType, value: unknown): Record<string, string> =>
  Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('changePasswordBody', () => {
  it('accepts a complete, matching body', () => {
    expect(changePasswordBody.safeParse({ old_password: 'anything', password: 'N3wPass!', confirm_password: 'N3wPass!' }).success).toBe(true);
  });

  it('asks for the old, new and confirm passwords', () => {
    expect(fieldMessages(changePasswordBody, { old_password: '', password: '', confirm_password: '' })).toEqual({
      old_password: 'Old Password Is Required.',
      password: 'New Password Is Required.',
      confirm_password: 'Confirm Password Is Required.',
    });
  });

  it("says the passwords aren't matching", () => {
    expect(fieldMessages(changePasswordBody, { old_password: 'Old-pass1!', password: 'N3wPass!', confirm_password: 'N3wPass!!' })).toEqual({
      confirm_password: "Passwords aren't matching",
    });
  });

  it('applies the password rules to the new password', () => {
    expect(fieldMessages(changePasswordBody, { old_password: 'x', password: 'NoDigits!', confirm_password: 'NoDigits!' })).toEqual({
      password: 'Please Enter Your Valid Password.',
    });
  });
});

describe('updateProfileBody', () => {
  it.each(['', '   '])('refuses an empty full name (%j)', (fullName) => {
    expect(fieldMessages(updateProfileBody, { full_name: fullName })).toEqual({ full_name: 'Full name may not be empty.' });
  });

  it('accepts a name with the optional email and country code', () => {
    expect(updateProfileBody.parse({ full_name: 'Ada Lovelace', email: 'x@example.com', country_code: '+44' })).toEqual({
      full_name: 'Ada Lovelace',
      email: 'x@example.com',
      country_code: '+44',
    });
  });

  it('refuses a name over 120 characters', () => {
    expect(fieldMessages(updateProfileBody, { full_name: 'a'.repeat(121) })).toEqual({ full_name: 'Must be at most 120 characters.' });
  });
});
