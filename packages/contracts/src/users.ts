import { z } from 'zod';
import { en } from './messages';
import { ROLE, USER_SEARCH_MIN_EXCLUSIVE } from './constants';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope, pageQuery, searchText } from './envelope';
import { cursorParam, listPageFields, orderByParam, sortDirectionParam } from './list-query';
import { compactPhoneText, readPhoneNumber } from './phone';
import { email, normaliseEmail, passwordMessage } from './validation';

const v = en.validation;
const u = en.users;

/**
 * A string field whose missing value reads as the form's "required" text and whose wrong type names the
 * field, so a client sending `{ "full_name": 5 }` learns what is wrong.
 */
export const textField = (field: string, required: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : u.notText(field)) });

/**
 * PostgreSQL refuses NUL, and control characters or lone surrogates would not come back as sent; refusing
 * them is how every other string is stored exactly.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u001F\u007F]|\p{Cs}/u;

export function plainTextMessage(value: string, required: string, max: number): string | null {
  if (value.trim() === '') return required;
  if (value.length > max) return v.tooLong(max);
  if (UNSTORABLE.test(value)) return u.controlCharacters;
  return null;
}

/** Required, single-line text stored trimmed (a name). */
export const nameField = (field: string, required: string, max: number) =>
  textField(field, required)
    .superRefine((value, ctx) => {
      const message = plainTextMessage(value, required, max);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim());

/** E-mails are trimmed, judged, then kept in lower case (one person, one account, whatever the case). */
export const accountEmailField = (field: string, required: string, invalid: string) =>
  textField(field, required)
    .transform((value) => value.trim())
    .pipe(email(required, invalid))
    .transform(normaliseEmail);

/** Letters, digits, dot, dash and underscore: user names appear in links and exports of the mobile app. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

const userName = textField('user_name', v.userNameRequired)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: v.userNameRequired });
    else if (!USER_NAME_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: u.userNameInvalid });
  });

/**
 * The number as typed without its separators (4 to 15 digits, a leading '+' when it carries its own country
 * code), and the picked country's calling code ('+' and one to four digits).
 */
const PHONE_PARTS = { typed: /^\+?\d{4,15}$/, callingCode: /^\+[1-9]\d{0,3}$/ };

/** Typed or pasted as people write numbers: '+44 7911 123456', '0044 7911-123456', '(202) 555-0143'. */
const phoneNo = textField('phone_no', v.phoneRequired)
  .transform(compactPhoneText)
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: v.phoneRequired });
    else if (!PHONE_PARTS.typed.test(value)) ctx.addIssue({ code: 'custom', message: v.phoneInvalid });
  });

/** The calling code as the phone input gives it: '+' and one to four digits (E.164 has at most 15 in all). */
const countryCode = textField('country_code', v.phoneRequired).superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: v.phoneRequired });
  else if (!PHONE_PARTS.callingCode.test(value)) ctx.addIssue({ code: 'custom', message: u.countryCodeInvalid });
});

/**
 * `confirm_password` is a form field: the spec's payload carries it, so when it is sent it must match.
 * On edit both may stay empty, which keeps the current password.
 */
const passwords = (required: boolean) => (body: { password?: string; confirm_password?: string }, ctx: z.RefinementCtx) => {
  const given = body.password ?? '';
  if (required || given !== '') {
    const message = passwordMessage(given);
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  }
  if (body.confirm_password !== undefined && body.confirm_password !== given) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: v.passwordNotMatch });
  }
};

/**
 * Each part well formed, then the whole a number its country issues (libphonenumber's metadata): "98765"
 * is refused for +91. A number typed with its own country code keeps it, whatever country is picked.
 * Judged here, on both bodies, so the form and the server refuse the same numbers.
 */
function realPhoneNumber(body: { phone_no?: string; country_code?: string }, ctx: z.RefinementCtx) {
  const typed = body.phone_no ?? '';
  const callingCode = body.country_code ?? '';
  if (!PHONE_PARTS.typed.test(typed) || !PHONE_PARTS.callingCode.test(callingCode)) return;
  const read = readPhoneNumber(typed, callingCode);
  if (!read?.valid) ctx.addIssue({ code: 'custom', path: ['phone_no'], message: u.phoneNotOfCountry(read?.callingCode ?? callingCode) });
}

/** Stored as E.164 in two parts: the number's own calling code and its national number without the trunk '0'. */
function storedPhone<B extends { phone_no: string; country_code: string }>(body: B): B {
  const read = readPhoneNumber(body.phone_no, body.country_code);
  return read ? { ...body, country_code: read.callingCode, phone_no: read.national } : body;
}

const optionalText = (field: string) => textField(field, '').max(64, v.tooLong(64)).optional();

const userFields = {
  full_name: nameField('full_name', v.fullNameRequired, 120),
  email: accountEmailField('email', v.userEmailInvalid, v.userEmailInvalid),
  phone_no: phoneNo,
  country_code: countryCode,
  password: optionalText('password'),
  confirm_password: optionalText('confirm_password'),
};

export const createUserBody = z
  .object({ ...userFields, user_name: userName })
  .superRefine(passwords(true))
  .superRefine(realPhoneNumber)
  .transform(storedPhone);
export type CreateUserBody = z.output<typeof createUserBody>;

/** The user name is fixed once chosen (read-only in the edit form); a user_name sent here is ignored. */
export const updateUserBody = z.object(userFields).superRefine(passwords(false)).superRefine(realPhoneNumber).transform(storedPhone);
export type UpdateUserBody = z.output<typeof updateUserBody>;

export const userStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: u.statusInvalid }),
});

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message);

export const userIdParams = z.object({ userId: positiveId(u.idInvalid) });
export const adminIdParams = z.object({ id: positiveId(u.idInvalid) });

/** The user list's sortable columns (default: newest first by userId); each has its index (users.list.ts). */
export const USER_ORDER_BY = ['userId', 'fullName', 'email'] as const;
export type UserOrderBy = (typeof USER_ORDER_BY)[number];
const userOrder = { order_by: orderByParam(USER_ORDER_BY, 'userId'), order: sortDirectionParam };

/** Only end users (role 6) are listed here; admins have their own list. */
export const listUsersQuery = pageQuery.extend({
  ...userOrder,
  cursor: cursorParam,
  role_id: z.coerce
    .number({ error: u.roleInvalid })
    .refine((value) => value === ROLE.appUser, u.roleInvalid)
    .default(ROLE.appUser),
  search: searchText.optional(),
});

export const exportUsersQuery = z.object({ search: searchText.optional(), ...userOrder });

/**
 * Spec section 5: the user list searches the server only above 2 characters; a shorter term means the
 * unfiltered list. Both sides apply it, so a short term never reaches the trigram indexes (which need 3).
 * A term of punctuation only ('...', '@@@') gives those indexes no trigram to look up, so it would read
 * every row (4 s at a million users): it is treated as too short as well.
 */
export function userSearchTerm(raw: string | undefined): string | undefined {
  const term = (raw ?? '').trim();
  return term.length > USER_SEARCH_MIN_EXCLUSIVE && /[\p{L}\p{N}]/u.test(term) ? term : undefined;
}

export const userRow = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  userName: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  panicEventCount: z.number().int(),
  redAlertSetting: z.boolean(),
  status: z.number().int(),
  accountType: z.number().int(),
  profilePic: z.string().nullable(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const listUsersResponse = z.object({ message: z.string(), data: z.array(userRow), TotalResult: z.number().int(), ...listPageFields });
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

export const userStatusData = z.object({ userId: z.number().int(), status: z.number().int() });

const tag = 'users';

/** End users (role 6): any signed-in admin may manage them. */
export const usersEndpoints = {
  listUsers: defineEndpoint({
    operationId: 'listUsers',
    summary: 'A page of end users (role 6), newest first; a search term applies above 2 characters',
    tag,
    method: 'GET',
    path: '/user/admin/list-all-users',
    access: ANY_ADMIN,
    query: listUsersQuery,
    success: { status: 200, schema: listUsersResponse },
  }),
  exportUsers: defineEndpoint({
    operationId: 'exportUsers',
    summary: 'Every end user matching the search, as a CSV file (CustomerList.csv)',
    tag,
    method: 'GET',
    path: '/user/admin/export-users',
    access: ANY_ADMIN,
    query: exportUsersQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
  setUserStatus: defineEndpoint({
    operationId: 'setUserStatus',
    summary: 'Activates or deactivates an end user; deactivating ends their sessions',
    tag,
    method: 'PATCH',
    path: '/user/admin/active-deactive-user/:userId',
    access: ANY_ADMIN,
    params: userIdParams,
    body: userStatusBody,
    success: { status: 200, schema: envelope(userStatusData) },
    errors: [404],
  }),
  getUser: defineEndpoint({
    operationId: 'getUser',
    summary: 'One end user by id',
    tag,
    method: 'GET',
    path: '/user/admin/get-user-by-id/:userId',
    access: ANY_ADMIN,
    params: userIdParams,
    success: { status: 200, schema: envelope(userRow) },
    errors: [404],
  }),
  createUser: defineEndpoint({
    operationId: 'createUser',
    summary: 'Creates an active end user; the e-mail and user name must be free',
    tag,
    method: 'POST',
    path: '/user/admin/create-user',
    access: ANY_ADMIN,
    body: createUserBody,
    success: { status: 201, schema: envelope(userRow) },
    errors: [409],
  }),
  updateUser: defineEndpoint({
    operationId: 'updateUser',
    summary: "Updates an end user's details (not the user name); a new password ends their sessions",
    tag,
    method: 'PUT',
    path: '/user/admin/update-user-details/:userId',
    access: ANY_ADMIN,
    params: userIdParams,
    body: updateUserBody,
    success: { status: 200, schema: envelope(userRow) },
    errors: [404, 409],
  }),
};
