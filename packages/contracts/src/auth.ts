import { z } from 'zod';
import { credentialEmail, email, password, requiredText } from './validation';
import { cleanCredential } from './text';
import { en } from './messages';

const v = en.validation;

export const signInBody = z.object({
  email: credentialEmail,
  password: z.string().transform(cleanCredential).pipe(password()),
});
export type SignInBody = z.input<typeof signInBody>;

export const signInData = z.object({
  token: z.string(),
  full_name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  profile_pic: z.string().nullable(),
});
export type SignInData = z.infer<typeof signInData>;

export const forgotPasswordBody = z.object({ email: credentialEmail });

const confirmMatches = <T extends { confirm_password: string }>(field: keyof T, message: string) =>
  (body: T, ctx: z.RefinementCtx) => {
    if (body.confirm_password !== '' && body.confirm_password !== body[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
    }
  };

export const resetPasswordBody = z
  .object({
    new_password: password(v.newPasswordRequired),
    confirm_password: requiredText(v.confirmPasswordRequired, 64),
  })
  .superRefine(confirmMatches('new_password', v.passwordsNotMatching));
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    old_password: requiredText(v.oldPasswordRequired, 64),
    password: password(v.newPasswordRequired),
    confirm_password: requiredText(v.confirmPasswordRequired, 64),
  })
  .superRefine(confirmMatches('password', v.passwordsNotMatching));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const resetTokenParams = z.object({ token: z.string().min(1).max(200) });

/** Unlocking the idle lock screen re-checks the password of the session's own account. */
export const unlockBody = z.object({ password: z.string().min(1, v.passwordRequired).max(64) });

/** Who an admin account is: shared by the profile screens and the admin list. */
export const accountIdentity = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
};

export const myProfileData = z.object({
  ...accountIdentity,
  joinedDate: z.string(),
  roleId: z.number().int(),
});
export type MyProfileData = z.infer<typeof myProfileData>;

/** The spec sends e-mail and country code too; e-mail is not editable here, so the server ignores it. */
export const updateProfileBody = z.object({
  full_name: requiredText(v.fullNameEmpty, 120),
  email: z.string().optional(),
  country_code: z.string().max(8).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const emailField = email;
