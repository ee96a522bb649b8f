import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanCredential, stripEmoji } from './text';
import { credentialEmail, email, emailMessage, password, passwordMessage } from './validation';

/** The first message zod reports for a value, or undefined when it is accepted. */
function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('email (spec section 5)', () => {
  it.each(['', '   ', '\t'])('asks for an email when it is blank (%j)', (value) => {
    expect(emailMessage(value)).toBe('Email is Required.');
    expect(messageFor(email(), value)).toBe('Email is Required.');
  });

  it.each(['admin', 'admin@', '@example.com', 'admin@example', 'admin@example.c', 'ad min@example.com', 'admin@exa mple.com', 'admin@@example.com'])(
    'refuses %j as an invalid email',
    (value) => {
      expect(messageFor(email(), value)).toBe('Enter Valid Email.');
    },
  );

  it.each(['admin@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@example.org", 'UPPER@EXAMPLE.COM'])('accepts %j', (value) => {
    expect(messageFor(email(), value)).toBeUndefined();
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messageFor(email(), long)).toBe('Enter Valid Email.');
  });

  it('reports only one message per field', () => {
    const result = email().safeParse('not an email');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it('lets a form choose its own messages (user form)', () => {
    const userEmail = email('Please Enter valid Email Id.', 'Please Enter valid Email Id.');
    expect(messageFor(userEmail, 'nope')).toBe('Please Enter valid Email Id.');
    expect(messageFor(userEmail, '')).toBe('Please Enter valid Email Id.');
  });
});

describe('login and forgot-password inputs are trimmed and stripped of emoji', () => {
  it.each([
    ['  admin@example.com  ', 'admin@example.com'],
    ['admin@example.com 🙂', 'admin@example.com'],
    ['🙂admin@example.com', 'admin@example.com'],
    ['adm😀in@exa🔥mple.com', 'admin@example.com'],
    ['admin@example.com 👍🏽', 'admin@example.com'],
    ['admin@example.com 👨‍👩‍👧', 'admin@example.com'],
    ['admin@example.com ❤️', 'admin@example.com'],
    ['admin@example.com 🇮🇳', 'admin@example.com'],
    ['\u00a0admin@example.com\n', 'admin@example.com'],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanCredential(raw)).toBe(clean);
    expect(credentialEmail.parse(raw)).toBe(clean);
  });

  it('keeps ordinary characters, digits and the password specials', () => {
    expect(stripEmoji('Abc123!@#$%^&*')).toBe('Abc123!@#$%^&*');
    expect(stripEmoji('1️⃣')).toBe('1');
  });

  it('treats an input of only spaces and emoji as empty', () => {
    expect(messageFor(credentialEmail, '  🙂 🎉  ')).toBe('Email is Required.');
  });

  it('judges the cleaned value', () => {
    expect(messageFor(credentialEmail, ' not-an-email 🙂 ')).toBe('Enter Valid Email.');
  });
});

describe('password (spec section 5)', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['7 characters', 'Abcd12!', 'Password Should Contain Minimum 8 Character'],
    ['1 character', 'a', 'Password Should Contain Minimum 8 Character'],
    ['8 characters', 'Abcde1!x', undefined],
    ['16 characters', 'Abcdefghijk1!xyz', undefined],
    ['17 characters', 'Abcdefghijk1!xyzw', 'Please Enter Your Valid Password.'],
    ['no digit', 'Abcdefg!', 'Please Enter Your Valid Password.'],
    ['no special character', 'Abcdefg1', 'Please Enter Your Valid Password.'],
    ['a space', 'Abc 123!x', 'Please Enter Your Valid Password.'],
    ['an underscore', 'Abc_123!x', 'Please Enter Your Valid Password.'],
    ['an accented letter', 'Abcé123!x', 'Please Enter Your Valid Password.'],
    ['a special outside the list', 'Abcd123?x', 'Please Enter Your Valid Password.'],
    ['an emoji', 'Abcd123!😀', 'Please Enter Your Valid Password.'],
    ['only digits and specials', '12345678!', undefined],
    ['every allowed special', 'a1!@#$%^&*', undefined],
  ];

  it.each(cases)('%s: %j', (_label, value, expected) => {
    expect(passwordMessage(value) ?? undefined).toBe(expected);
    expect(messageFor(password(), value)).toBe(expected);
  });

  it('counts characters, not UTF-16 units, for the minimum', () => {
    // Seven characters, one of them an emoji of two UTF-16 units: still too short.
    expect(messageFor(password(), 'Ab1!xy😀')).toBe('Password Should Contain Minimum 8 Character');
  });

  it('asks for a password when it is empty', () => {
    expect(messageFor(password(), '')).toBe('Password is Required.');
    expect(messageFor(password('New Password Is Required.'), '')).toBe('New Password Is Required.');
  });
});
