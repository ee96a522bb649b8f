import { authEndpoints, profileEndpoints, timelineEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

type Entry = { id: number; action: string; actorId: number | null; actorName: string | null; createdAt: string; summary: Record<string, unknown> };

describe(`audit timeline on ${databaseKind}`, () => {
  let test: TestApp;
  let superAdmin: Awaited<ReturnType<typeof asRole>>;
  let admin: Awaited<ReturnType<typeof asRole>>;
  let other: Awaited<ReturnType<typeof asRole>>;

  beforeAll(async () => {
    test = await createTestApp();
    superAdmin = await asRole(test, 2);
    admin = await asRole(test, 3);
    other = await asRole(test, 3);
    // A dated trail to filter: three days in March 2024, by two admins.
    await test.ctx.db.insert(auditLog).values([
      {
        actorId: admin.account.id,
        actorEmail: admin.account.email,
        action: 'device.created',
        entityType: 'device',
        entityId: '7',
        summary: { deviceName: 'Watch 1' },
        createdAt: new Date('2024-03-01T10:00:00Z'),
      },
      {
        actorId: admin.account.id,
        actorEmail: admin.account.email,
        action: 'device.deleted',
        entityType: 'device',
        entityId: '7',
        createdAt: new Date('2024-03-02T23:59:59Z'),
      },
      {
        actorId: other.account.id,
        actorEmail: other.account.email,
        action: 'device.created',
        entityType: 'device',
        entityId: '8',
        createdAt: new Date('2024-03-03T00:00:00Z'),
      },
      { actorId: other.account.id, actorEmail: other.account.email, action: 'deviceish.other', createdAt: new Date('2024-03-03T01:00:00Z') },
    ]);
  });
  afterAll(() => test.close());

  /** `query`: the query string as sent, malformed or not. */
  const timeline = (caller: typeof admin, query = '') => requestRaw(caller, timelineEndpoints.getAuditTimeline, { query });
  const entries = async (caller: typeof admin, query = '') => {
    const response = await timeline(caller, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { message: string; data: Entry[]; totalResult: number };
  };

  it('needs a session', async () => {
    expect((await request(test.app, timelineEndpoints.getAuditTimeline)).statusCode).toBe(401);
  });

  it("shows a super admin everyone's entries, newest first, with names", async () => {
    const body = await entries(superAdmin, '?limit=100');
    expect(body.message).toBe('Timeline fetched successfully.');
    const actors = new Set(body.data.map((entry) => entry.actorId));
    for (const caller of [superAdmin, admin, other]) expect(actors.has(caller.account.id)).toBe(true);
    const times = body.data.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const signIn = body.data.find((entry) => entry.action === 'auth.signin' && entry.actorId === admin.account.id);
    expect(signIn?.actorName).toBe(admin.account.fullName);
    expect(body.totalResult).toBe(body.data.length);
  });

  it('shows an admin only their own entries', async () => {
    const body = await entries(admin, '?limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((entry) => entry.actorId === admin.account.id)).toBe(true);
    expect(body.totalResult).toBe(body.data.length);
  });

  it("refuses an admin asking for someone else's entries", async () => {
    const response = await timeline(admin, `?actor_id=${other.account.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can see only your own activity.' });
    expect((await timeline(admin, `?actor_id=${admin.account.id}`)).statusCode).toBe(200);
  });

  it('filters by actor, by action or action group, and by date range', async () => {
    const byActor = await entries(superAdmin, `?actor_id=${other.account.id}&limit=100`);
    expect(byActor.data.every((entry) => entry.actorId === other.account.id)).toBe(true);

    const exact = await entries(superAdmin, '?action=device.created');
    expect(exact.data.map((entry) => entry.action)).toEqual(['device.created', 'device.created']);
    const group = await entries(superAdmin, '?action=device');
    expect(group.data.map((entry) => entry.action).sort()).toEqual(['device.created', 'device.created', 'device.deleted']);

    // A day given as `to` includes that whole day.
    const days = await entries(superAdmin, '?from=2024-03-01&to=2024-03-02');
    expect(days.data.map((entry) => entry.action)).toEqual(['device.deleted', 'device.created']);
    const instants = await entries(superAdmin, `?from=${encodeURIComponent('2024-03-03T00:30:00+00:00')}&to=${encodeURIComponent('2024-03-03T01:00:00Z')}`);
    expect(instants.data.map((entry) => entry.action)).toEqual(['deviceish.other']);

    const combined = await entries(superAdmin, `?actor_id=${admin.account.id}&action=device&from=2024-03-02&to=2024-03-31`);
    expect(combined.data).toHaveLength(1);
    expect(combined.data[0]).toMatchObject({ action: 'device.deleted', entityId: '7', summary: {} });
  });

  it('pages through the entries', async () => {
    const all = await entries(superAdmin, '?limit=100');
    const first = await entries(superAdmin, '?limit=10&page_no=1');
    const second = await entries(superAdmin, '?limit=10&page_no=2');
    expect(first.totalResult).toBe(all.totalResult);
    expect([...first.data, ...second.data].map((entry) => entry.id)).toEqual(
      all.data.slice(0, first.data.length + second.data.length).map((entry) => entry.id),
    );
    const beyond = await entries(superAdmin, '?limit=10&page_no=999');
    expect(beyond.data).toEqual([]);
    expect(beyond.totalResult).toBe(all.totalResult);
  });

  it.each([
    ['?limit=7', 'limit must be one of 10, 25, 50, 75, 100.'],
    ['?page_no=0', 'page_no must be a whole number from 1.'],
    ['?actor_id=abc', 'actor_id must be a whole number from 1.'],
    ['?action=%25', 'action must be an action name such as auth.signin.'],
    ["?action=auth'%20or%201=1", 'action must be an action name such as auth.signin.'],
    ['?from=yesterday', 'Dates must be YYYY-MM-DD or an ISO 8601 date and time.'],
    ['?from=2024-03-05&to=2024-03-01', 'The end date must not be before the start date.'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await timeline(superAdmin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('lists the actions for the filter, own ones only for an admin', async () => {
    const all = (await request(superAdmin, timelineEndpoints.listAuditActions)).json().data as string[];
    expect(all).toEqual(expect.arrayContaining(['auth.signin', 'device.created', 'deviceish.other']));
    const own = (await request(admin, timelineEndpoints.listAuditActions)).json().data as string[];
    expect(own).toEqual(['auth.signin', 'device.created', 'device.deleted']);
  });

  it('lists admins for the actor filter, to super admins only', async () => {
    const found = await request(superAdmin, timelineEndpoints.listAuditActors, { query: { search: admin.account.lastName } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([{ id: admin.account.id, fullName: admin.account.fullName, email: admin.account.email, roleId: 3 }]);
    expect((await request(superAdmin, timelineEndpoints.listAuditActors, { query: { search: '%' } })).json().data).toEqual([]);
    expect((await request(admin, timelineEndpoints.listAuditActors)).statusCode).toBe(403);
  });

  describe('POST /v1/auth/end-admin-sessions/{id}', () => {
    it('ends every session of another admin at once, and audits it', async () => {
      const target = await createAccount(test.ctx, { roleId: 3 });
      const tokens = [await signInAs(test.app, target.email, target.password), await signInAs(test.app, target.email, target.password)];
      const response = await request(superAdmin, authEndpoints.endAdminSessions, { params: { id: target.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Sessions ended successfully.', data: { ended: 2 } });
      for (const token of tokens) {
        const after = await request(test.app, profileEndpoints.getMyProfile, { headers: { authorization: `Bearer ${token}` } });
        expect(after.statusCode).toBe(401);
      }
      const audit = await entries(superAdmin, `?action=auth.sessions.ended&actor_id=${superAdmin.account.id}`);
      expect(audit.data[0]).toMatchObject({ entityId: String(target.id), summary: { sessionsEnded: 2, email: target.email } });
      // The admin can sign in again: ending sessions is not deactivation.
      await signInAs(test.app, target.email, target.password);
    });

    it('is for super admins only', async () => {
      const response = await request(admin, authEndpoints.endAdminSessions, { params: { id: other.account.id } });
      expect(response.statusCode).toBe(403);
      expect((await request(other, profileEndpoints.getMyProfile)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown account or an app user, 400 for a bad id', async () => {
      const appUser = await createAccount(test.ctx, { roleId: 6 });
      for (const id of [appUser.id, 999_999]) {
        const response = await request(superAdmin, authEndpoints.endAdminSessions, { params: { id } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Admin not found.' });
      }
      expect((await request(superAdmin, authEndpoints.endAdminSessions, { params: { id: 'abc' } })).statusCode).toBe(400);
    });
  });
});
