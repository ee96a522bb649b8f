import { emergencyContactsEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyContacts } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
const asStrings = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const list = (call: Call, query: Record<string, string | number> = {}) =>
  request(call, emergencyContactsEndpoints.listEmergencyContacts, { query: asStrings(query) });
const exportCsv = (call: Call, query: Record<string, string | number> = {}) =>
  request(call, emergencyContactsEndpoints.exportEmergencyContacts, { query: asStrings(query) });
const contactNames = (body: { data: { contactName: string }[] }) => body.data.map((row) => row.contactName);

describe(`emergency contacts on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  let larsId = 0;

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    const priya = await createAccount(test.ctx, { roleId: 6, userName: 'priya.sharma', fullName: 'Priya Sharma' });
    const lars = await createAccount(test.ctx, { roleId: 6, userName: 'lars.hansen', fullName: 'Lars Hansen' });
    larsId = lars.id;
    // Inserted oldest first; the list shows the newest (highest id) first.
    await test.ctx.db.insert(emergencyContacts).values([
      {
        userId: priya.id,
        contactName: 'Ravi Sharma',
        contactEmail: 'ravi@example.com',
        countryCode: '+91',
        contactNumber: '9876543210',
        consentStatus: 1,
        isActive: true,
      },
      { userId: priya.id, contactName: 'Meena Sharma', contactEmail: null, countryCode: '+91', contactNumber: '9123456789', consentStatus: 2, isActive: false },
      {
        userId: lars.id,
        contactName: 'Ingrid Hansen',
        contactEmail: 'ingrid@example.com',
        countryCode: '+47',
        contactNumber: '41234567',
        consentStatus: 3,
        isActive: true,
        isDeleted: true,
      },
      {
        userId: lars.id,
        contactName: '@cmd|calc',
        contactEmail: '-x@example.com',
        countryCode: '+47',
        contactNumber: '49876543',
        consentStatus: 0,
        isActive: true,
      },
    ]);
  });
  afterAll(() => test.close());

  it('refuses a caller without a session', async () => {
    expect((await request(test.app, emergencyContactsEndpoints.listEmergencyContacts)).statusCode).toBe(401);
    expect((await request(test.app, emergencyContactsEndpoints.exportEmergencyContacts)).statusCode).toBe(401);
  });

  it('lists every contact, newest first, with the spec fields', async () => {
    const response = await list(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalResult).toBe(4);
    expect(contactNames(body)).toEqual(['@cmd|calc', 'Ingrid Hansen', 'Meena Sharma', 'Ravi Sharma']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      contactName: 'Ingrid Hansen',
      contactEmail: 'ingrid@example.com',
      countryCode: '+47',
      contactNumber: '41234567',
      userContacts: { userId: larsId, userName: 'lars.hansen' },
      isDeleted: true,
      consentStatus: 3,
      isActive: true,
    });
    expect(body.data[2].contactEmail).toBeNull();
  });

  it.each([
    [1, ['@cmd|calc', 'Ingrid Hansen', 'Meena Sharma', 'Ravi Sharma']],
    [3, ['@cmd|calc', 'Ingrid Hansen', 'Ravi Sharma']],
    [2, ['Meena Sharma']],
    ['', ['@cmd|calc', 'Ingrid Hansen', 'Meena Sharma', 'Ravi Sharma']],
  ])('filters active_status=%j', async (activeStatus, expected) => {
    const body = (await list(call, { active_status: activeStatus })).json();
    expect(contactNames(body)).toEqual(expected);
    expect(body.totalResult).toBe(expected.length);
  });

  it("searches the contact name and the owner's user name, combined with the status", async () => {
    expect(contactNames((await list(call, { keyword: 'sharma' })).json())).toEqual(['Meena Sharma', 'Ravi Sharma']);
    expect(contactNames((await list(call, { keyword: 'LARS.HAN' })).json())).toEqual(['@cmd|calc', 'Ingrid Hansen']);
    expect(contactNames((await list(call, { keyword: 'sharma', active_status: 3 })).json())).toEqual(['Ravi Sharma']);
    expect((await list(call, { keyword: 'zzz' })).json()).toMatchObject({ data: [], totalResult: 0 });
    // Under three letters: the start of a word of the contact name, or of the owner's user name.
    expect(contactNames((await list(call, { keyword: 'ra' })).json())).toEqual(['Ravi Sharma']);
    expect(contactNames((await list(call, { keyword: 'la' })).json())).toEqual(['@cmd|calc', 'Ingrid Hansen']);
  });

  it('pages with page_no and with the cursor of the page before', async () => {
    const first = (await list(call, { limit: 10 })).json();
    expect(first.nextCursor).toBeNull();
    const page2 = (await list(call, { page_no: 2 })).json();
    expect(page2).toMatchObject({ data: [], totalResult: 4 });
  });

  it.each([
    [{ active_status: 4 }, 'active_status must be 1 (All), 3 (Active) or 2 (Inactive).'],
    [{ active_status: 'true' }, 'active_status must be 1 (All), 3 (Active) or 2 (Inactive).'],
    [{ limit: 1000 }, 'limit must be one of 10, 25, 50, 75, 100.'],
    [{ page_no: 'two' }, 'page_no must be a whole number from 1.'],
    [
      { cursor: Buffer.from(JSON.stringify(['id:desc', '1; drop table x', 1])).toString('base64url') },
      'cursor is not valid for this list and order; load the page without it.',
    ],
  ])('answers %j with a 400 and a clear message', async (query, message) => {
    const response = await list(call, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('exports EmergencyContact.csv with the filters applied and formula cells escaped', async () => {
    const response = await exportCsv(call);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="EmergencyContact.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Contact Name,Contact Email,Phone Number,Consent Status,User Name,Active,Deleted',
      "'@cmd|calc,'-x@example.com,'+47 49876543,N/A,lars.hansen,Yes,No",
      "Ingrid Hansen,ingrid@example.com,'+47 41234567,Declined,lars.hansen,Yes,Yes",
      "Meena Sharma,,'+91 9123456789,Approved,priya.sharma,No,No",
      "Ravi Sharma,ravi@example.com,'+91 9876543210,Pending,priya.sharma,Yes,No",
    ]);
    const inactive = (await exportCsv(call, { active_status: 2, keyword: 'meena' })).body.trim().split('\n');
    expect(inactive).toHaveLength(2);
    expect((await exportCsv(call, { active_status: 9 })).statusCode).toBe(400);
  });
});
