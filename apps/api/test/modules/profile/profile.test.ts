import { authEndpoints, profileEndpoints } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../../src/db/schema';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { multipartBody } from '../../support/multipart-body';
import { request, requestRaw } from '../../support/request';

describe(`profile on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  describe('GET /v1/user/get-my-profile', () => {
    it("returns the signed-in account's own profile", async () => {
      const { account, call } = await asRole(test, 2);
      const response = await request(call, profileEndpoints.getMyProfile);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Profile fetched successfully.',
        data: {
          id: account.id,
          firstName: account.firstName,
          lastName: account.lastName,
          fullName: account.fullName,
          email: account.email,
          profilePic: null,
          joinedDate: account.createdAt.toISOString(),
          roleId: 2,
        },
      });
    });

    it('returns the profile picture as a public URL', async () => {
      const { account, call } = await asRole(test, 3);
      await test.ctx.db.update(accounts).set({ profilePic: 'profiles/me123.png' }).where(eq(accounts.id, account.id));
      const response = await request(call, profileEndpoints.getMyProfile);
      expect(response.json().data.profilePic).toBe('/uploads/profiles/me123.png');
    });

    it('never shows the password hash', async () => {
      const { call } = await asRole(test, 3);
      const response = await request(call, profileEndpoints.getMyProfile);
      expect(response.body).not.toMatch(/password|argon2/i);
    });
  });

  describe('PUT /v1/update-profile', () => {
    it('changes the full name from JSON and ignores the e-mail', async () => {
      const { account, call } = await asRole(test, 3);
      const response = await request(call, profileEndpoints.updateMyProfile, {
        body: { full_name: '  Grace Brewster Hopper ', email: 'hijack@example.com', country_code: '+1' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Details updated successfully.');
      expect(response.json().data).toMatchObject({ fullName: 'Grace Brewster Hopper', firstName: 'Grace', lastName: 'Brewster Hopper', email: account.email });

      const again = await request(call, profileEndpoints.getMyProfile);
      expect(again.json().data).toMatchObject({ fullName: 'Grace Brewster Hopper', email: account.email });
      const signIn = await request(test.app, authEndpoints.signIn, { body: { email: account.email, password: account.password } });
      expect(signIn.json().data.full_name).toBe('Grace Brewster Hopper');
      const hijack = await request(test.app, authEndpoints.signIn, { body: { email: 'hijack@example.com', password: account.password } });
      expect(hijack.statusCode).toBe(401);
    });

    it('changes the full name from multipart form data and ignores the e-mail', async () => {
      const { account, call } = await asRole(test, 3);
      const response = await request(call, profileEndpoints.updateMyProfile, {
        ...multipartBody({ full_name: 'Katherine Johnson', email: 'other@example.com', country_code: '+91' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Details updated successfully.',
        data: expect.objectContaining({ fullName: 'Katherine Johnson', firstName: 'Katherine', lastName: 'Johnson', email: account.email }),
      });
    });

    it('keeps a one-word name whole', async () => {
      const { call } = await asRole(test, 3);
      const response = await request(call, profileEndpoints.updateMyProfile, { body: { full_name: 'Cher' } });
      expect(response.json().data).toMatchObject({ fullName: 'Cher', firstName: 'Cher', lastName: '' });
    });

    it.each([
      ['JSON', (fields: Record<string, string>) => ({ payload: fields })],
      ['form data', (fields: Record<string, string>) => multipartBody(fields)],
    ])('refuses an empty full name (%s) and changes nothing', async (_kind, body) => {
      const { account, call } = await asRole(test, 3);
      for (const fullName of ['', '   ']) {
        const response = await requestRaw(call, profileEndpoints.updateMyProfile, { ...body({ full_name: fullName }) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Full name may not be empty.', errors: { full_name: 'Full name may not be empty.' } });
      }
      const after = await request(call, profileEndpoints.getMyProfile);
      expect(after.json().data.fullName).toBe(account.fullName);
    });

    it('refuses a body without a full name', async () => {
      const { call } = await asRole(test, 3);
      const response = await requestRaw(call, profileEndpoints.updateMyProfile, { body: { email: 'x@example.com' } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['full_name']);
    });

    it('refuses a name over 120 characters', async () => {
      const { call } = await asRole(test, 3);
      const response = await request(call, profileEndpoints.updateMyProfile, { body: { full_name: 'a'.repeat(121) } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Must be at most 120 characters.');
    });

    it('audits the change with the old and new name', async () => {
      const { account, call } = await asRole(test, 3);
      await request(call, profileEndpoints.updateMyProfile, { body: { full_name: 'Dorothy Vaughan' } });
      const [row] = await test.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account.profile.updated'), eq(auditLog.actorId, account.id)));
      expect(row?.summary).toEqual({ fullName: { from: account.fullName, to: 'Dorothy Vaughan' } });
    });
  });
});
