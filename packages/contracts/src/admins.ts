import { z } from 'zod';
import { defineEndpoint, SUPER_ADMIN, type FormBody } from './endpoint';
import { en } from './messages';
import { envelope, pageQuery, searchText } from './envelope';
import { cursorParam, listPageFields } from './list-query';
import { passwordMessage } from './validation';
import { accountIdentity } from './profile';
import { accountEmailField, adminIdParams, nameField, textField } from './users';

const v = en.validation;

/** Profile images: checked by their bytes on the server; these limits are shared so the form can say them first. */
export const PROFILE_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 4096,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

const adminFields = {
  first_name: nameField('first_name', v.firstNameRequired, 60),
  last_name: nameField('last_name', v.lastNameRequired, 60),
  email: accountEmailField('email', v.emailRequired, v.emailInvalid),
};

/**
 * Add: names, e-mail, password. The form also sends confirm_password; when present it must match, so
 * the same schema serves the form (always sends it) and API clients that follow the spec's field list.
 */
export const createAdminBody = z
  .object({
    ...adminFields,
    password: textField('password', v.passwordRequired).max(64, v.tooLong(64)),
    confirm_password: textField('confirm_password', '').max(64, v.tooLong(64)).optional(),
  })
  .superRefine((body, ctx) => {
    const message = passwordMessage(body.password);
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
    if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: v.passwordNotMatch });
    }
  });
export type CreateAdminBody = z.output<typeof createAdminBody>;

/** Edit: the password is not changed here (shown disabled); the admin changes it from their own profile. */
export const updateAdminBody = z.object(adminFields);
export type UpdateAdminBody = z.output<typeof updateAdminBody>;

/** Admin accounts of either role, newest first, searched by name or e-mail. */
export const listAdminsQuery = pageQuery.extend({ search: searchText.optional(), cursor: cursorParam });

export const adminRow = z.object({
  ...accountIdentity,
  roleId: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type AdminRow = z.infer<typeof adminRow>;

export const listAdminsResponse = z.object({ message: z.string(), data: z.array(adminRow), TotalResult: z.number().int(), ...listPageFields });

/**
 * Active or inactive. Deactivating ends the admin's sessions and reset links at once; the last active super
 * admin cannot be deactivated (nobody could manage admins any more), nor can a super admin deactivate
 * themselves here (409 with the reason).
 */
export const adminStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: en.admins.statusInvalid }),
});
export const adminStatusData = z.object({ id: z.number().int(), status: z.number().int(), sessionsEnded: z.number().int() });

/** The spec sends the admin forms as multipart (the picture as profile_pic); JSON without a picture is taken too. */
const adminForm = <F extends z.ZodType>(fields: F) =>
  ({ fields, files: { profile_pic: { types: PROFILE_IMAGE.types } }, alsoJson: true, unexpectedFileMessage: en.admins.unexpectedFile }) satisfies FormBody;

const tag = 'admins';

/** Admin management is for super admins only, enforced by the route and not just hidden in the sidebar. */
export const adminsEndpoints = {
  list: defineEndpoint({
    operationId: 'listAdmins',
    summary: 'A page of admin accounts of either role, newest first, searched by name or e-mail',
    tag,
    method: 'GET',
    path: '/auth/list-admins',
    access: SUPER_ADMIN,
    query: listAdminsQuery,
    success: { status: 200, schema: listAdminsResponse },
  }),
  get: defineEndpoint({
    operationId: 'getAdmin',
    summary: 'One admin account',
    tag,
    method: 'GET',
    path: '/auth/get-admin-by-id/:id',
    access: SUPER_ADMIN,
    params: adminIdParams,
    success: { status: 200, schema: envelope(adminRow) },
    errors: [404],
  }),
  create: defineEndpoint({
    operationId: 'createAdmin',
    summary: 'Creates an active admin (role 3) who can sign in at once, with an optional profile picture',
    tag,
    method: 'POST',
    path: '/auth/create-admin',
    access: SUPER_ADMIN,
    form: adminForm(createAdminBody),
    success: { status: 201, schema: envelope(adminRow) },
    errors: [409, 415],
  }),
  update: defineEndpoint({
    operationId: 'updateAdmin',
    summary: "Changes an admin's names and e-mail, and their picture when one is sent",
    tag,
    method: 'PUT',
    path: '/auth/update-admin-details/:id',
    access: SUPER_ADMIN,
    params: adminIdParams,
    form: adminForm(updateAdminBody),
    success: { status: 200, schema: envelope(adminRow) },
    errors: [404, 409, 415],
  }),
  setStatus: defineEndpoint({
    operationId: 'setAdminStatus',
    summary: "Activates or deactivates an admin account; deactivating ends the admin's sessions (never the last active super admin)",
    tag,
    method: 'PATCH',
    path: '/auth/admin-status/:id',
    access: SUPER_ADMIN,
    params: adminIdParams,
    body: adminStatusBody,
    success: { status: 200, schema: envelope(adminStatusData) },
    errors: [404, 409],
  }),
};
