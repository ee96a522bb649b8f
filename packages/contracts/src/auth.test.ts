import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordBody, resetPasswordBody, signInBody, unlockBody } from './auth';

/** Field path -> first message, as the API's 400 answer and the forms show them. */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('signInBody', () => {
  it('trims and strips emoji from both fields before judging them', () => {
    expect(signInBody.parse({ email: '  admin@example.com 🙂 ', password: ' Passw0rd! 🔑 ' })).toEqual({
      email: 'admin@example.com',
      password: 'Passw0rd!',
    });
  });

  it('asks for both fields when they are empty', () => {
    expect(fieldMessages(signInBody, { email: '', password: '' })).toEqual({
      email: 'Email is Required.',
      password: 'Password is Required.',
    });
  });

  it('reports an invalid email and a short password', () => {
    expect(fieldMessages(signInBody, { email: 'admin@', password: 'Ab1!' })).toEqual({
      email: 'Enter Valid Email.',
      password: 'Password Should Contain Minimum 8 Character',
    });
  });

  it('reports a password that breaks the character rules', () => {
    expect(fieldMessages(signInBody, { email: 'admin@example.com', password: 'Password1' })).toEqual({
      password: 'Please Enter Your Valid Password.',
    });
  });

  it('treats emoji-only input as empty', () => {
    expect(fieldMessages(signInBody, { email: '🙂', password: '🔑🔑' })).toEqual({
      email: 'Email is Required.',
      password: 'Password is Required.',
    });
  });
});

describe('forgotPasswordBody', () => {
  it('cleans the email', () => {
    expect(forgotPasswordBody.parse({ email: ' ops@example.com 🚀' })).toEqual({ email: 'ops@example.com' });
  });

  it('asks for an email, then a valid one', () => {
    expect(fieldMessages(forgotPasswordBody, { email: '  ' })).toEqual({ email: 'Email is Required.' });
    expect(fieldMessages(forgotPasswordBody, { email: 'ops' })).toEqual({ email: 'Enter Valid Email.' });
  });
});

describe('resetPasswordBody', () => {
  it('accepts matching valid passwords', () => {
    expect(resetPasswordBody.parse({ new_password: 'N3wPass!', confirm_password: 'N3wPass!' })).toEqual({
      new_password: 'N3wPass!',
      confirm_password: 'N3wPass!',
    });
  });

  it('asks for both fields', () => {
    expect(fieldMessages(resetPasswordBody, { new_password: '', confirm_password: '' })).toEqual({
      new_password: 'New Password Is Required.',
      confirm_password: 'Confirm Password Is Required.',
    });
  });

  it("says the passwords aren't matching", () => {
    expect(fieldMessages(resetPasswordBody, { new_password: 'N3wPass!', confirm_password: 'N3wPass?' })).toEqual({
      confirm_password: "Passwords aren't matching",
    });
  });

  it('applies the password rules to the new password', () => {
    expect(fieldMessages(resetPasswordBody, { new_password: 'short1!', confirm_password: 'short1!' })).toEqual({
      new_password: 'Password Should Contain Minimum 8 Character',
    });
    expect(fieldMessages(resetPasswordBody, { new_password: 'N3w-Pass!', confirm_password: 'N3w-Pass!' })).toEqual({
      new_password: 'Please Enter Your Valid Password.',
    });
  });
});

describe('unlockBody', () => {
  it('asks for the password', () => {
    expect(fieldMessages(unlockBody, { password: '' })).toEqual({ password: 'Password is Required.' });
  });
});
