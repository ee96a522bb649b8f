import { adminsEndpoints, usersEndpoints } from '@guardian/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, databaseKind, superAdminSuite } from '../../support/helper';
import { accountById, createEndUser, multipart, newUserBody, naughtyStrings, unique } from '../../support/users-fixtures';
import { request } from '../../support/request';

/**
 * Every string field against the big list of naughty strings and wrong JSON types: each answer is a 400
 * with a message, or a success that stored the value exactly (names are trimmed, e-mails lower-cased).
 * Never a 5xx, never a database message.
 */
const corpus = naughtyStrings();

/** Thousands of requests per test: minutes on a busy two-core machine. */
const SLOW = { timeout: 600_000 };

describe(`user and admin input on ${databaseKind}: the naughty strings of the sweep`, SLOW, () => {
  const strings = corpus;
  const suite = superAdminSuite();

  function expectClear(response: { statusCode: number; json: () => { message?: unknown } }, value: string) {
    expect(response.statusCode, JSON.stringify(value)).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(typeof response.json().message).toBe('string');
      expect(String(response.json().message)).not.toMatch(/syntax|relation|column|constraint|violates/i);
    }
  }

  it('stores any full name exactly (trimmed) or refuses it, and keeps the panic-event copy in step', async () => {
    const user = await createEndUser(suite.test.ctx);
    const base = { email: user.email, phone_no: '9876543210', country_code: '+91' };
    for (const value of strings) {
      const before = await accountById(suite.test.ctx, user.id);
      const response = await request(suite.superAdmin, usersEndpoints.updateUser, { params: { userId: user.id }, body: { ...base, full_name: value } });
      expectClear(response, value);
      const after = await accountById(suite.test.ctx, user.id);
      if (response.statusCode === 200) expect(after?.fullName).toBe(value.trim());
      else expect(after).toEqual(before);
    }
  });

  it('takes or refuses every other create-user field with a clear answer', async () => {
    for (const field of ['user_name', 'email', 'phone_no', 'country_code', 'password', 'confirm_password'] as const) {
      for (const value of strings) {
        const body = newUserBody(field === 'password' ? { password: value, confirm_password: value } : { [field]: value });
        const response = await request(suite.superAdmin, usersEndpoints.createUser, { body });
        if (response.statusCode === 409) continue; // the same naughty user name or e-mail twice
        expectClear(response, value);
        if (response.statusCode === 201 && field === 'user_name') expect(response.json().data.userName).toBe(value.trim());
        if (response.statusCode === 201 && field === 'email') expect(response.json().data.email).toBe(value.trim().toLowerCase());
      }
    }
  });

  it('answers every search with a page or a clear 400, in the list and the export', async () => {
    for (const value of strings) {
      expectClear(await request(suite.superAdmin, usersEndpoints.listUsers, { query: { search: value } }), value);
      expectClear(await request(suite.superAdmin, usersEndpoints.exportUsers, { query: { search: value } }), value);
      expectClear(await request(suite.superAdmin, adminsEndpoints.list, { query: { search: value } }), value);
    }
  });

  it('stores admin names exactly (trimmed) or refuses them, sent as form data', async () => {
    const admin = await createAccount(suite.test.ctx, { roleId: 3 });
    for (const field of ['first_name', 'last_name'] as const) {
      for (const value of strings) {
        const fields = { first_name: 'Valid', last_name: 'Name', email: admin.email, [field]: value };
        const response = await request(suite.superAdmin, adminsEndpoints.update, { params: { id: admin.id }, ...multipart(fields) });
        expectClear(response, value);
        if (response.statusCode === 200) {
          const stored = await accountById(suite.test.ctx, admin.id);
          expect(field === 'first_name' ? stored?.firstName : stored?.lastName).toBe(value.trim());
        }
      }
    }
  });

  it('refuses wrong JSON types in every field with the field named', async () => {
    const user = await createEndUser(suite.test.ctx);
    const wrong = [42, true, ['x'], { x: 1 }];
    for (const field of ['full_name', 'user_name', 'email', 'phone_no', 'country_code', 'password', 'confirm_password']) {
      for (const value of wrong) {
        const created = await request(suite.superAdmin, usersEndpoints.createUser, { body: newUserBody({ [field]: value }) });
        expect(created.statusCode).toBe(400);
        expect(created.json().errors[field]).toBe(`${field} must be text.`);
      }
    }
    for (const field of ['full_name', 'email', 'phone_no', 'country_code']) {
      const updated = await request(suite.superAdmin, usersEndpoints.updateUser, {
        params: { userId: user.id },
        body: { full_name: 'A B', email: user.email, phone_no: '123456', country_code: '+1', [field]: 7 },
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().errors[field]).toBe(`${field} must be text.`);
    }
    for (const field of ['first_name', 'last_name', 'email', 'password']) {
      const body = { first_name: 'A', last_name: 'B', email: `t.${unique()}@guardian.test`, password: 'Adm1n@pass', [field]: 7 };
      const response = await request(suite.superAdmin, adminsEndpoints.create, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(`${field} must be text.`);
    }
    for (const payload of [null, [], 'text']) {
      const response = await request(suite.superAdmin, adminsEndpoints.create, {
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
