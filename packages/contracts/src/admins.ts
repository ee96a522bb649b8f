import { z } from 'zod';
import { en } from './messages';
import { pageQuery, searchText } from './envelope';
import { passwordMessage } from './validation';
import { accountIdentity } from './auth';
import { accountEmailField, nameField, textField } from './users';

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
export const listAdminsQuery = pageQuery.extend({ search: searchText.optional() });
export type ListAdminsQuery = z.input<typeof listAdminsQuery>;

export const adminRow = z.object({
  ...accountIdentity,
  roleId: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type AdminRow = z.infer<typeof adminRow>;

export const listAdminsResponse = z.object({ message: z.string(), data: z.array(adminRow), TotalResult: z.number().int() });
export type ListAdminsResponse = z.infer<typeof listAdminsResponse>;
