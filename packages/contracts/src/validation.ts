import { z } from 'zod';
import { en } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { cleanCredential } from './text';

const v = en.validation;

/** A pragmatic address pattern: something@domain.tld, no spaces; the mail server is the final judge. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Letters, digits and !@#$%^&* only; at least one digit and one of the specials. */
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*]+$/;

export const EMAIL_MAX = 254;

/**
 * Each field reports one message, the first rule it breaks, so that the form and the API say the same
 * thing (zod would otherwise report every failed check).
 */
function oneMessage(check: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

export function emailMessage(value: string, requiredMessage = v.emailRequired, invalidMessage = v.emailInvalid) {
  if (value.trim() === '') return requiredMessage;
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return invalidMessage;
  return null;
}

export function passwordMessage(value: string, requiredMessage = v.passwordRequired) {
  if (value === '') return requiredMessage;
  if ([...value].length < PASSWORD_MIN) return v.passwordTooShort;
  if (value.length > PASSWORD_MAX || !PASSWORD_CHARS.test(value) || !/\d/.test(value) || !/[!@#$%^&*]/.test(value)) {
    return v.passwordInvalid;
  }
  return null;
}

export const email = (required = v.emailRequired, invalid = v.emailInvalid) =>
  z.string().superRefine(oneMessage((value) => emailMessage(value, required, invalid)));

export const password = (required = v.passwordRequired) => z.string().superRefine(oneMessage((value) => passwordMessage(value, required)));

/** Login and forgot-password fields are cleaned (trim, emoji) before they are judged. */
export const credentialEmail = z.string().transform(cleanCredential).pipe(email());

export const requiredText = (message: string, max = 200) =>
  z.string().superRefine(oneMessage((value) => (value.trim() === '' ? message : value.length > max ? v.tooLong(max) : null)));

/** A form's confirm_password must repeat `field` (the reset and the change of a password); left empty, its own rule speaks. */
export const confirmMatches =
  <T extends { confirm_password: string }>(field: keyof T, message: string) =>
  (body: T, ctx: z.RefinementCtx) => {
    if (body.confirm_password !== '' && body.confirm_password !== body[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
    }
  };

/** Emails are compared and stored in lower case so that one person cannot hold two accounts by case. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
