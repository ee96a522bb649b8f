import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope, messageOnly } from './envelope';
import { confirmMatches, password, requiredText } from './validation';
import { en } from './messages';

const v = en.validation;

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

export const changePasswordBody = z
  .object({
    old_password: requiredText(v.oldPasswordRequired, 64),
    password: password(v.newPasswordRequired),
    confirm_password: requiredText(v.confirmPasswordRequired, 64),
  })
  .superRefine(confirmMatches('password', v.passwordsNotMatching));

/** The signed-in admin's own account and password (the profile screens); the API's auth module answers the password change. */
export const profileEndpoints = {
  getMyProfile: defineEndpoint({
    operationId: 'getMyProfile',
    summary: "The signed-in admin's own account",
    tag: 'profile',
    method: 'GET',
    path: '/user/get-my-profile',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(myProfileData) },
  }),
  // Form data per the spec (multipart or JSON); validated with the same schema as the edit-profile form.
  updateMyProfile: defineEndpoint({
    operationId: 'updateMyProfile',
    summary: "Changes the signed-in admin's name (the e-mail is not editable)",
    tag: 'profile',
    method: 'PUT',
    path: '/update-profile',
    access: ANY_ADMIN,
    form: { fields: updateProfileBody, files: {}, alsoJson: true },
    success: { status: 200, schema: envelope(myProfileData) },
  }),
  changePassword: defineEndpoint({
    operationId: 'changePassword',
    summary: "Changes the signed-in admin's password (the old one is checked) and ends their sessions",
    tag: 'profile',
    method: 'PUT',
    path: '/change-password',
    access: ANY_ADMIN,
    body: changePasswordBody,
    success: { status: 200, schema: messageOnly },
  }),
};
