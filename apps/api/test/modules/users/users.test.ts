import { usersEndpoints } from '@guardian/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, panicEvents, sessions } from '../../../src/db/schema';
import { hashToken, newToken } from '../../../src/lib/tokens';
import { createSession } from '../../../src/modules/auth/sessions.repository';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { accountById, auditRows, createEndUser, newUserBody } from '../../support/users-fixtures';
import { request, requestRaw } from '../../support/request';

describe(`users on ${databaseKind}`, () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof asRole>>;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await asRole(test, 3);
  });
  afterAll(() => test.close());

  it('refuses every call without a session', async () => {
    const { listUsers, exportUsers, setUserStatus, getUser, createUser, updateUser } = usersEndpoints;
    for (const endpoint of [listUsers, exportUsers, setUserStatus, getUser, createUser, updateUser]) {
      const response = await requestRaw(test, endpoint, { params: { userId: 1 }, body: endpoint.method === 'GET' ? undefined : {} });
      expect(response.statusCode, endpoint.path).toBe(401);
      expect(response.json().message).toBe('Your session has expired. Please sign in again.');
    }
  });

  describe('GET /v1/user/admin/get-user-by-id/:id', () => {
    it("returns an end user's row", async () => {
      const user = await createEndUser(test.ctx, { redAlertSetting: true, panicEventCount: 4 });
      const response = await request(admin, usersEndpoints.getUser, { params: { userId: user.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'User fetched successfully.',
        data: {
          userId: user.id,
          fullName: user.fullName,
          email: user.email,
          userName: user.userName,
          countryCode: '+91',
          phoneNumber: '9876543210',
          panicEventCount: 4,
          redAlertSetting: true,
          status: 1,
          accountType: 1,
          profilePic: null,
          createdAt: user.createdAt.toISOString(),
        },
      });
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it('answers 404 for an unknown id and for an admin account', async () => {
      for (const id of [999_999_999, admin.account.id]) {
        const response = await request(admin, usersEndpoints.getUser, { params: { userId: id } });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('User not found.');
      }
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
        const response = await request(admin, usersEndpoints.getUser, { params: { userId: id } });
        expect(response.statusCode, id).toBe(400);
        expect(response.json().message).toBe('The id must be a positive whole number.');
      }
    });
  });

  describe('POST /v1/user/admin/create-user', () => {
    it('creates an active end user and records it', async () => {
      const body = newUserBody({ email: `  Mixed.${Date.now()}@Example.COM `, full_name: '  Grace Brewster Hopper ' });
      const response = await request(admin, usersEndpoints.createUser, { body });
      expect(response.statusCode).toBe(201);
      const { message, data } = response.json();
      expect(message).toBe('User created successfully.');
      expect(data).toMatchObject({
        fullName: 'Grace Brewster Hopper',
        email: body.email.trim().toLowerCase(),
        userName: body.user_name,
        countryCode: '+91',
        phoneNumber: '9876543210',
        status: 1,
        panicEventCount: 0,
        redAlertSetting: false,
      });
      const stored = await accountById(test.ctx, data.userId);
      expect(stored).toMatchObject({ roleId: 6, firstName: 'Grace', lastName: 'Brewster Hopper' });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      const [audit] = await auditRows(test.ctx, 'user.created', data.userId);
      expect(audit).toMatchObject({ actorId: admin.account.id, entityType: 'account' });
      expect(JSON.stringify(audit?.summary)).not.toContain('Passw0rd');
    });

    it('keeps a number typed or pasted with its own country code, reads one without in the picked country, stores E.164 parts', async () => {
      const cases = [
        [
          { phone_no: '+44 7911 123456', country_code: '+91' },
          { countryCode: '+44', phoneNumber: '7911123456' },
        ],
        [
          { phone_no: '0044 7911-123456', country_code: '+91' },
          { countryCode: '+44', phoneNumber: '7911123456' },
        ],
        [
          { phone_no: ' +1 (202) 555-0143 ', country_code: '+44' },
          { countryCode: '+1', phoneNumber: '2025550143' },
        ],
        [
          { phone_no: '07911 123-456', country_code: '+44' },
          { countryCode: '+44', phoneNumber: '7911123456' },
        ],
        [
          { phone_no: '98765 43210', country_code: '+91' },
          { countryCode: '+91', phoneNumber: '9876543210' },
        ],
        [
          { phone_no: '+33.6.12.34.56.78', country_code: '+33' },
          { countryCode: '+33', phoneNumber: '612345678' },
        ],
      ] as const;
      for (const [phone, stored] of cases) {
        const response = await request(admin, usersEndpoints.createUser, { body: newUserBody(phone) });
        expect(response.statusCode, phone.phone_no).toBe(201);
        expect(response.json().data, phone.phone_no).toMatchObject(stored);
      }
      const edited = await createEndUser(test.ctx);
      const update = { full_name: 'Moved Abroad', email: edited.email, phone_no: '+49 1512 3456789', country_code: '+91' };
      const response = await request(admin, usersEndpoints.updateUser, { params: { userId: edited.id }, body: update });
      expect(response.json().data).toMatchObject({ countryCode: '+49', phoneNumber: '15123456789' });
    });

    it('names the code of an impossible number typed with its own code, and takes no letters', async () => {
      const cases = [
        [{ phone_no: '+44 12', country_code: '+91' }, 'This is not a valid phone number for +44.'],
        [{ phone_no: '+44 7911 12', country_code: '+91' }, 'This is not a valid phone number for +44.'],
        [{ phone_no: '0033 1', country_code: '+91' }, 'Please Enter a valid Phone Number.'],
        [{ phone_no: '+33 9 999 999 999 9', country_code: '+91' }, 'This is not a valid phone number for +33.'],
        [{ phone_no: 'call 7911 123456', country_code: '+44' }, 'Please Enter a valid Phone Number.'],
      ] as const;
      for (const [phone, message] of cases) {
        const response = await request(admin, usersEndpoints.createUser, { body: newUserBody(phone) });
        expect(response.statusCode, phone.phone_no).toBe(400);
        expect(response.json().errors, phone.phone_no).toEqual({ phone_no: message });
      }
    });

    it('refuses a number its country does not issue with 400 and the message, and stores nothing', async () => {
      const body = newUserBody({ phone_no: '98765', country_code: '+91' });
      const response = await request(admin, usersEndpoints.createUser, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ phone_no: 'This is not a valid phone number for +91.' });
      const [stored] = await test.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userName, body.user_name));
      expect(stored).toBeUndefined();
    });

    it('refuses an e-mail or user name already in use, whatever the case, with 409 naming the field', async () => {
      const existing = await createEndUser(test.ctx);
      const superAdmin = await createAccount(test.ctx, { roleId: 2 });
      const cases = [
        [{ email: existing.email.toUpperCase() }, 'email', 'This email is already used by another account.'],
        [{ email: superAdmin.email }, 'email', 'This email is already used by another account.'],
        [{ user_name: existing.userName?.toUpperCase() }, 'user_name', 'This user name is already taken.'],
      ] as const;
      for (const [override, field, message] of cases) {
        const response = await request(admin, usersEndpoints.createUser, { body: newUserBody(override) });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message, errors: { [field]: message } });
      }
    });

    it('lets the unique index settle two creates racing for one e-mail', async () => {
      const body = newUserBody();
      const answers = await Promise.all([
        request(admin, usersEndpoints.createUser, { body }),
        request(admin, usersEndpoints.createUser, { body: { ...body, user_name: `${body.user_name}x` } }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const message = 'This email is already used by another account.';
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ message, errors: { email: message } });
    });

    it('gives each field its form message', async () => {
      const response = await requestRaw(admin, usersEndpoints.createUser, { body: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        full_name: 'Please Enter Full Name.',
        user_name: 'Please choose a username.',
        email: 'Please Enter valid Email Id.',
        phone_no: 'Please Enter Phone Number.',
        country_code: 'Please Enter Phone Number.',
      });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ password: 'Short1!' }, 'password', 'Password Should Contain Minimum 8 Character'],
        [{ password: 'longenough', confirm_password: 'longenough' }, 'password', 'Please Enter Your Valid Password.'],
        [{ password: 'Passw0rd!', confirm_password: 'Passw0rd?' }, 'confirm_password', 'Password not match'],
        [{ password: '' }, 'password', 'Password is Required.'],
        [{ email: 'not-an-email' }, 'email', 'Please Enter valid Email Id.'],
        [{ phone_no: '12ab' }, 'phone_no', 'Please Enter a valid Phone Number.'],
        [{ country_code: '91' }, 'country_code', 'Please choose a valid country code.'],
        [{ user_name: 'has space' }, 'user_name', 'User name must be 3 to 30 letters, digits, dots, dashes or underscores.'],
        [{ full_name: 'x'.repeat(121) }, 'full_name', 'Must be at most 120 characters.'],
        [{ full_name: 'Tab\tName' }, 'full_name', 'Must not contain control characters.'],
        [{ full_name: 42 }, 'full_name', 'full_name must be text.'],
        [{ phone_no: 9876543210 }, 'phone_no', 'phone_no must be text.'],
      ];
      for (const [override, field, message] of cases) {
        const answer = await request(admin, usersEndpoints.createUser, { body: newUserBody(override) });
        expect(answer.statusCode, JSON.stringify(override)).toBe(400);
        expect(answer.json().errors[field], JSON.stringify(override)).toBe(message);
      }
    });
  });

  describe('PUT /v1/user/admin/update-user-details/:id', () => {
    const edit = (overrides: Record<string, unknown> = {}) => ({
      full_name: 'Katherine Johnson',
      email: `kj.${Date.now()}@example.com`,
      phone_no: '2025550123',
      country_code: '+1',
      ...overrides,
    });

    it('changes the details, keeps the user name and copies the new name onto the panic events', async () => {
      const user = await createEndUser(test.ctx);
      await test.ctx.db.insert(panicEvents).values({
        alertUniqueId: `evt-${user.id}`,
        userId: user.id,
        userName: user.userName ?? '',
        userFullName: user.fullName,
        alertType: 1,
        latitude: 1,
        longitude: 2,
      });
      const body = edit({ user_name: 'hijacked.name' });
      const response = await request(admin, usersEndpoints.updateUser, { params: { userId: user.id }, body });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'User updated successfully.',
        data: { fullName: 'Katherine Johnson', email: body.email, userName: user.userName, phoneNumber: '2025550123', countryCode: '+1' },
      });
      const [event] = await test.ctx.db.select().from(panicEvents).where(eq(panicEvents.userId, user.id));
      expect(event).toMatchObject({ userFullName: 'Katherine Johnson', userName: user.userName });
      const stored = await accountById(test.ctx, user.id);
      expect(stored?.passwordHash).toBe(user.passwordHash);
      const [audit] = await auditRows(test.ctx, 'user.updated', user.id);
      expect(audit?.summary).toMatchObject({ fullName: { from: user.fullName, to: 'Katherine Johnson' }, email: { from: user.email, to: body.email } });
    });

    it('sets a new password only when one is given, and ends the sessions then', async () => {
      const user = await createEndUser(test.ctx);
      const tokenHash = hashToken(newToken());
      await createSession(test.ctx.db, { tokenHash, accountId: user.id, expiresAt: new Date(Date.now() + 3_600_000) }, new Date());
      await request(admin, usersEndpoints.updateUser, { params: { userId: user.id }, body: edit({ password: '', confirm_password: '' }) });
      expect((await accountById(test.ctx, user.id))?.passwordHash).toBe(user.passwordHash);
      const response = await request(admin, usersEndpoints.updateUser, {
        params: { userId: user.id },
        body: edit({ password: 'N3w@pass', confirm_password: 'N3w@pass' }),
      });
      expect(response.statusCode).toBe(200);
      expect((await accountById(test.ctx, user.id))?.passwordHash).not.toBe(user.passwordHash);
      const [session] = await test.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      expect(session?.revokedAt).not.toBeNull();
    });

    it('refuses bad input and changes nothing', async () => {
      const user = await createEndUser(test.ctx);
      const before = await accountById(test.ctx, user.id);
      for (const override of [{ full_name: '' }, { email: 'nope' }, { password: 'N3w@pass', confirm_password: 'other' }, { phone_no: '' }]) {
        const response = await request(admin, usersEndpoints.updateUser, { params: { userId: user.id }, body: edit(override) });
        expect(response.statusCode).toBe(400);
      }
      expect(await accountById(test.ctx, user.id)).toEqual(before);
    });

    it("answers 409 for another account's e-mail and 404 for a missing or admin id", async () => {
      const [user, other] = [await createEndUser(test.ctx), await createEndUser(test.ctx)];
      const taken = await request(admin, usersEndpoints.updateUser, { params: { userId: user.id }, body: edit({ email: other.email }) });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'This email is already used by another account.',
        errors: { email: 'This email is already used by another account.' },
      });
      const same = await request(admin, usersEndpoints.updateUser, { params: { userId: user.id }, body: edit({ email: user.email }) });
      expect(same.statusCode).toBe(200);
      for (const id of [999_999_999, admin.account.id]) {
        const response = await request(admin, usersEndpoints.updateUser, { params: { userId: id }, body: edit() });
        expect(response.statusCode).toBe(404);
      }
    });
  });
});
