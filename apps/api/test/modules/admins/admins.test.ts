import { adminsEndpoints, authEndpoints } from '@guardian/contracts';
import { describe, expect, it } from 'vitest';
import { asRole, createAccount, databaseKind, isStored, signInAs, superAdminSuite } from '../../support/helper';
import { accountById, auditRows, createEndUser, jpeg, multipart, png, storedPictures, unique, webp } from '../../support/users-fixtures';
import { request, requestRaw } from '../../support/request';

const adminFields = (overrides: Record<string, string> = {}) => {
  const id = unique();
  return {
    first_name: 'Ada',
    last_name: `Lovelace${id}`,
    email: `ada.${id}@guardian.test`,
    password: 'Adm1n@pass',
    confirm_password: 'Adm1n@pass',
    ...overrides,
  };
};

describe(`admin management on ${databaseKind}`, () => {
  const suite = superAdminSuite();

  const create = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
    request(suite.superAdmin, adminsEndpoints.create, multipart(fields, files));

  describe('who may call', () => {
    const calls = [adminsEndpoints.list, adminsEndpoints.get, adminsEndpoints.create, adminsEndpoints.update];

    it('refuses every call without a session (401) and to an admin of role 3 (403), creating nothing', async () => {
      const admin = await asRole(suite.test, 3);
      const fields = adminFields();
      for (const endpoint of calls) {
        const input = { params: { id: 1 }, ...(endpoint.method === 'GET' ? {} : multipart(fields, [{ name: 'profile_pic', value: png() }])) };
        const anonymous = await requestRaw(suite.test, endpoint, input);
        expect(anonymous.statusCode, endpoint.path).toBe(401);
        const refused = await requestRaw(admin, endpoint, input);
        expect(refused.statusCode, endpoint.path).toBe(403);
        expect(refused.json().message).toBe('You are not allowed to do this.');
      }
      const signIn = await request(suite.test.app, authEndpoints.signIn, { body: { email: fields.email, password: fields.password } });
      expect(signIn.statusCode).toBe(401);
      expect(await storedPictures(suite.test.ctx)).toEqual([]);
    });
  });

  describe('POST /v1/auth/create-admin', () => {
    it('creates a role-3 admin with a picture, who can then sign in and see it', async () => {
      const fields = adminFields({ email: `  New.Admin.${unique()}@Guardian.TEST ` });
      const response = await create(fields, [{ name: 'profile_pic', value: png(4, 3) }]);
      expect(response.statusCode).toBe(201);
      const { message, data } = response.json();
      expect(message).toBe('Admin created successfully.');
      const email = fields.email.trim().toLowerCase();
      expect(data).toMatchObject({ firstName: 'Ada', lastName: fields.last_name, fullName: `Ada ${fields.last_name}`, email, roleId: 3, status: 1 });
      expect(data.profilePic).toMatch(/^\/uploads\/profiles\/[\w-]+\.png$/);
      const picture = await suite.test.app.inject({ method: 'GET', url: data.profilePic });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(png(4, 3))).toBe(true);

      const signIn = await request(suite.test.app, authEndpoints.signIn, { body: { email, password: fields.password } });
      expect(signIn.json().data).toMatchObject({ roleId: 3, full_name: `Ada ${fields.last_name}`, profile_pic: data.profilePic });
      const [audit] = await auditRows(suite.test.ctx, 'admin.created', data.id);
      expect(audit).toMatchObject({ actorId: suite.superAdmin.account.id, summary: { email, profilePic: true } });
      expect(JSON.stringify(audit)).not.toContain(fields.password);
    });

    it('takes JPEG and WebP pictures, and JSON without a picture', async () => {
      for (const [value, extension] of [
        [jpeg(), 'jpg'],
        [webp(), 'webp'],
      ] as const) {
        const response = await create(adminFields(), [{ name: 'profile_pic', value, fileName: 'x.png', contentType: 'application/octet-stream' }]);
        expect(response.statusCode).toBe(201);
        expect(response.json().data.profilePic).toMatch(new RegExp(`\\.${extension}$`));
      }
      const json = await request(suite.superAdmin, adminsEndpoints.create, { body: adminFields() });
      expect(json.statusCode).toBe(201);
      expect(json.json().data.profilePic).toBeNull();
    });

    it('refuses a file that is not a PNG, JPEG or WebP picture, whatever its name, and keeps no file', async () => {
      const before = await storedPictures(suite.test.ctx);
      const fakes = [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        Buffer.from('GIF89a\x01\x00\x01\x00'),
        Buffer.from('not an image at all'),
        png().subarray(0, 20),
      ];
      for (const value of fakes) {
        const fields = adminFields();
        const response = await create(fields, [{ name: 'profile_pic', value, fileName: 'avatar.png', contentType: 'image/png' }]);
        expect(response.statusCode).toBe(415);
        expect(response.json().message).toBe('The profile image must be a PNG, JPEG or WebP picture.');
        const list = await request(suite.superAdmin, adminsEndpoints.list, { query: { search: fields.email } });
        expect(list.json().TotalResult).toBe(0);
      }
      expect(await storedPictures(suite.test.ctx)).toEqual(before);
    });

    it('refuses pictures over 2 MB or over 4096 x 4096 pixels, and keeps no file', async () => {
      const before = await storedPictures(suite.test.ctx);
      const heavy = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await create(adminFields(), [{ name: 'profile_pic', value: heavy }]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: 'The profile image must be at most 2 MB.', errors: { profile_pic: 'The profile image must be at most 2 MB.' } });
      // Over the upload limit itself: the multipart reader refuses it, under the same field.
      const huge = await create(adminFields(), [{ name: 'profile_pic', value: Buffer.concat([png(), Buffer.alloc(11 * 1024 * 1024)]) }]);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: 'The request is too large.', errors: { profile_pic: 'The request is too large.' } });
      for (const value of [png(4097, 1), jpeg({ width: 5000, height: 5000 })]) {
        const response = await create(adminFields(), [{ name: 'profile_pic', value }]);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('The profile image may be at most 4096 × 4096 pixels.');
      }
      expect(await storedPictures(suite.test.ctx)).toEqual(before);
    });

    it('refuses a file in any other field', async () => {
      const response = await create(adminFields(), [{ name: 'first_name', value: png() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only profile_pic may carry a file.');
    });

    it('gives each field its message', async () => {
      const empty = await create({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toMatchObject({
        first_name: 'Please Enter First Name.',
        last_name: 'Please Enter Last Name.',
        email: 'Email is Required.',
        password: 'Password is Required.',
      });
      const cases: [Record<string, string>, string, string][] = [
        [{ email: 'nope' }, 'email', 'Enter Valid Email.'],
        [{ password: 'Ab1!', confirm_password: 'Ab1!' }, 'password', 'Password Should Contain Minimum 8 Character'],
        [{ confirm_password: 'Different1!' }, 'confirm_password', 'Password not match'],
        [{ first_name: 'x'.repeat(61) }, 'first_name', 'Must be at most 60 characters.'],
        [{ last_name: 'Line\nBreak' }, 'last_name', 'Must not contain control characters.'],
      ];
      for (const [override, field, message] of cases) {
        const response = await create(adminFields(override));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
      }
    });

    it('answers 409 for an e-mail in use, keeping no file even when two requests race', async () => {
      const user = await createEndUser(suite.test.ctx);
      const before = await storedPictures(suite.test.ctx);
      const taken = await create(adminFields({ email: user.email.toUpperCase() }), [{ name: 'profile_pic', value: png() }]);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'This email is already used by another account.',
        errors: { email: 'This email is already used by another account.' },
      });
      expect(await storedPictures(suite.test.ctx)).toEqual(before);

      const fields = adminFields();
      const answers = await Promise.all([1, 2].map(() => create(fields, [{ name: 'profile_pic', value: png() }])));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await storedPictures(suite.test.ctx)).toHaveLength(before.length + 1);
    });
  });

  describe('GET /v1/auth/list-admins and /v1/auth/get-admin-by-id/:id', () => {
    it('lists super admins and admins, newest first, never end users; searches name and e-mail', async () => {
      const id = unique();
      const admin = await createAccount(suite.test.ctx, { roleId: 3, firstName: 'Searchable', lastName: `Admin${id}`, fullName: `Searchable Admin${id}` });
      await createEndUser(suite.test.ctx, { fullName: `Searchable Admin${id} (user)` });
      const all = await request(suite.superAdmin, adminsEndpoints.list, { query: { limit: 100 } });
      expect(all.statusCode).toBe(200);
      expect(all.json().message).toBe('Admins fetched successfully.');
      const roles = new Set(all.json().data.map((row: { roleId: number }) => row.roleId));
      expect([...roles].every((role) => role === 2 || role === 3)).toBe(true);
      expect(all.json().TotalResult).toBe(all.json().data.length);
      const ids = all.json().data.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));

      const found = await request(suite.superAdmin, adminsEndpoints.list, { query: { search: `admin${id}` } });
      expect(found.json()).toMatchObject({ TotalResult: 1, data: [{ id: admin.id, email: admin.email }] });
      const paged = await request(suite.superAdmin, adminsEndpoints.list, { query: { limit: 10, page_no: 2 } });
      expect(paged.json().data.map((row: { id: number }) => row.id)).toEqual(ids.slice(10, 20));
      const bad = await request(suite.superAdmin, adminsEndpoints.list, { query: { limit: 7 } });
      expect(bad.statusCode).toBe(400);
    });

    it('returns one admin, and 404 for an end user or unknown id', async () => {
      const admin = await createAccount(suite.test.ctx, { roleId: 3 });
      const response = await request(suite.superAdmin, adminsEndpoints.get, { params: { id: admin.id } });
      expect(response.json()).toEqual({
        message: 'Admin fetched successfully.',
        data: {
          id: admin.id,
          firstName: admin.firstName,
          lastName: admin.lastName,
          fullName: admin.fullName,
          email: admin.email,
          profilePic: null,
          roleId: 3,
          status: 1,
          createdAt: admin.createdAt.toISOString(),
        },
      });
      const user = await createEndUser(suite.test.ctx);
      for (const id of [user.id, 999_999_999]) {
        const missing = await request(suite.superAdmin, adminsEndpoints.get, { params: { id } });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Admin not found.');
      }
      expect((await request(suite.superAdmin, adminsEndpoints.get, { params: { id: 'abc' } })).statusCode).toBe(400);
    });
  });

  describe('PUT /v1/auth/update-admin-details/:id', () => {
    const update = (id: number, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
      request(suite.superAdmin, adminsEndpoints.update, { params: { id }, ...multipart(fields, files) });

    it('changes names and e-mail, replaces the picture and removes the old file', async () => {
      const created = (await create(adminFields(), [{ name: 'profile_pic', value: png() }])).json().data;
      expect(await isStored(suite.test.ctx, created.profilePic)).toBe(true);
      const email = `renamed.${unique()}@guardian.test`;
      const response = await update(created.id, { first_name: 'Augusta', last_name: 'King', email, password: 'Ignored1!' }, [
        { name: 'profile_pic', value: webp() },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Admin updated successfully.',
        data: { firstName: 'Augusta', lastName: 'King', fullName: 'Augusta King', email },
      });
      expect(response.json().data.profilePic).toMatch(/\.webp$/);
      expect(await isStored(suite.test.ctx, created.profilePic)).toBe(false);
      expect(await isStored(suite.test.ctx, response.json().data.profilePic)).toBe(true);
      await signInAs(suite.test.app, email, 'Adm1n@pass');
      const [audit] = await auditRows(suite.test.ctx, 'admin.updated', created.id);
      expect(audit?.summary).toMatchObject({ fullName: { to: 'Augusta King' }, email: { to: email }, profilePicReplaced: true });

      const keep = await update(created.id, { first_name: 'Augusta', last_name: 'Ada King', email });
      expect(keep.json().data.profilePic).toBe(response.json().data.profilePic);
    });

    it('refuses bad input, a taken e-mail or a bad picture, changing nothing and keeping no file', async () => {
      const admin = await createAccount(suite.test.ctx, { roleId: 3 });
      const other = await createAccount(suite.test.ctx, { roleId: 2 });
      const before = await storedPictures(suite.test.ctx);
      const ok = { first_name: 'Valid', last_name: 'Name', email: admin.email };
      const cases: [Record<string, string>, Parameters<typeof multipart>[1], number][] = [
        [{ ...ok, first_name: '' }, [{ name: 'profile_pic', value: png() }], 400],
        [{ ...ok, email: other.email }, [{ name: 'profile_pic', value: png() }], 409],
        [ok, [{ name: 'profile_pic', value: Buffer.from('%PDF-1.7') }], 415],
      ];
      for (const [fields, files, status] of cases) expect((await update(admin.id, fields, files)).statusCode).toBe(status);
      expect(await accountById(suite.test.ctx, admin.id)).toMatchObject({ firstName: admin.firstName, email: admin.email, profilePic: null });
      expect(await storedPictures(suite.test.ctx)).toEqual(before);
    });

    it('answers 404 for an end user or unknown id', async () => {
      const user = await createEndUser(suite.test.ctx);
      for (const id of [user.id, 999_999_999]) {
        const response = await update(id, { first_name: 'A', last_name: 'B', email: `x.${unique()}@guardian.test` });
        expect(response.statusCode).toBe(404);
      }
      expect((await accountById(suite.test.ctx, user.id))?.roleId).toBe(6);
    });
  });
});
