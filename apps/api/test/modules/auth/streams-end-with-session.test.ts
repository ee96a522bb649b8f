import { adminsEndpoints, alarmIngestEndpoints, alarmsEndpoints, authEndpoints, devicesEndpoints, profileEndpoints } from '@guardian/contracts';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmRow, ImportProgressEvent } from '@guardian/contracts';
import { sessions } from '../../../src/db/schema';
import { hashToken } from '../../../src/lib/tokens';
import { alertBody, appUser, serviceKey } from '../../support/alarms-fixtures';
import { multipartFile } from '../../support/devices-fixtures';
import { asRole, createTestApp, databaseKind, signInAs, type SignedIn, type TestApp } from '../../support/helper';
import { openSse, type SseStream } from '../../support/sse-client';
import { pathOf, request } from '../../support/request';

/** What the brief of the fix asks: a stream ends within this long after its session does. */
const ENDS_WITHIN_MS = 1000;

/** Resolves with how long the stream took to end after `since`; rejects if it is still open after ENDS_WITHIN_MS. */
async function endsWithin(stream: SseStream, since: number): Promise<number> {
  const left = since + ENDS_WITHIN_MS - Date.now();
  await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open after 1 s')), Math.max(0, left)))]);
  return Date.now() - since;
}

const alarmIds = (stream: SseStream) =>
  stream.events.filter((event) => event.event === 'alarm').map((event) => (JSON.parse(event.data) as { alarm: AlarmRow }).alarm.id);
/** Waits until the alarm `id` has reached `stream`. */
async function alarmReaches(stream: SseStream, id: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!alarmIds(stream).includes(id)) {
    if (Date.now() > deadline || stream.isEnded()) throw new Error(`alarm ${id} did not reach the stream`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const progressOf = (stream: SseStream) =>
  stream.events.filter((event) => event.event === 'progress').map((event) => JSON.parse(event.data) as ImportProgressEvent);

describe(`streams end with their session on ${databaseKind}`, () => {
  let test: TestApp;
  let base: string;
  let superAdmin: SignedIn;
  let bystander: SseStream;
  let key: string;
  let personId: number;
  const open: SseStream[] = [];

  const watch = async (path: string, token: string) => {
    const stream = await openSse(`${base}${path}`, { token });
    open.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const desk = (token: string) => watch(pathOf(alarmsEndpoints.stream), token);
  const progress = (token: string, importId = randomUUID()) => watch(pathOf(devicesEndpoints.importProgress, { params: { import_id: importId } }), token);
  const ingest = async (): Promise<AlarmRow> => {
    const response = await request(test.app, alarmIngestEndpoints.createPanicEvent, { headers: { 'x-api-key': key }, body: alertBody(personId) });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };

  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    superAdmin = await asRole(test, 2);
    key = await serviceKey(test);
    personId = (await appUser(test)).id;
    // Another session's desk: it must keep streaming, and shows that an alarm did go out.
    bystander = await desk(superAdmin.token);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await test.close();
  });

  const ends: [string, (admin: SignedIn) => Promise<{ statusCode: number }>][] = [
    ['sign-out', (admin) => request(admin, authEndpoints.signOut)],
    ['end-sessions by a super admin', (admin) => request(superAdmin, authEndpoints.endAdminSessions, { params: { id: admin.account.id } })],
    ['deactivation by a super admin', (admin) => request(superAdmin, adminsEndpoints.setStatus, { params: { id: admin.account.id }, body: { status: 0 } })],
    [
      'a password change',
      (admin) =>
        request(admin, profileEndpoints.changePassword, {
          body: { old_password: admin.account.password, password: 'N3wPass!9', confirm_password: 'N3wPass!9' },
        }),
    ],
  ];

  for (const [name, endSession] of ends) {
    it(`${name} ends the alarm desk and the import progress stream within 1 s; an alarm raised right after never reaches the desk`, async () => {
      const admin = await asRole(test, 3);
      const alarmStream = await desk(admin.token);
      const progressStream = await progress(admin.token);
      // The desk is live: an alarm before the end reaches it.
      const before = await ingest();
      await alarmStream.waitForEvents(1, 10_000);
      expect(alarmIds(alarmStream)).toEqual([before.id]);

      const response = await endSession(admin);
      const endedAt = Date.now();
      expect(response.statusCode).toBe(200);
      const after = await ingest();
      const deskTook = await endsWithin(alarmStream, endedAt);
      const progressTook = await endsWithin(progressStream, endedAt);
      console.log(`${name}: desk ended ${deskTook} ms after the answer, progress stream ${progressTook} ms`);
      // The alarm went out to the other session's desk, and not to this one.
      await alarmReaches(bystander, after.id);
      expect(alarmIds(alarmStream)).toEqual([before.id]);
      expect(progressOf(progressStream)).toEqual([]);
      expect(bystander.isEnded()).toBe(false);
      expect((await fetch(`${base}${pathOf(alarmsEndpoints.stream)}`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(401);
    });
  }

  it('a stream opened by a session that has ended gets nothing more, even when the notice of its end was lost', async () => {
    const admin = await asRole(test, 3);
    const alarmStream = await desk(admin.token);
    const settings = test.ctx.alarmHub.settings;
    const recheck = settings.sessionRecheckMs;
    // Every send reads the session first; the revocation is written without its notice.
    settings.sessionRecheckMs = 0;
    try {
      await test.ctx.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(admin.token)));
      const after = await ingest();
      await alarmStream.ended;
      await alarmReaches(bystander, after.id);
      expect(alarmIds(alarmStream)).toEqual([]);
    } finally {
      settings.sessionRecheckMs = recheck;
    }
  });

  it("a progress stream carries only its own session's import, never one started later by another session with the same id", async () => {
    const admin = await asRole(test, 3);
    const importId = randomUUID();
    const older = await progress(admin.token, importId);
    // The same admin signs in again (a new session) and imports with that id.
    const newToken = await signInAs(test.app, admin.account.email, admin.account.password);
    const newer = await progress(newToken, importId);
    const csv = ['deviceId,deviceName,macAddress', `OWN-${Date.now()},Band,`].join('\n');
    const file = multipartFile(csv);
    const response = await request(test.app, devicesEndpoints.importDevices, {
      query: { import_id: importId },
      ...file,
      headers: { ...file.headers, authorization: `Bearer ${newToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    await newer.ended;
    expect(progressOf(newer).at(-1)).toEqual({ phase: 'done', done: 1, total: 1 });
    expect(progressOf(older)).toEqual([]);
    expect(older.isEnded()).toBe(false);
    // Signing the older session out ends its stream; the registry keeps nothing of either.
    expect((await request(admin, authEndpoints.signOut)).statusCode).toBe(200);
    await endsWithin(older, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(progressOf(older)).toEqual([]);
  });
});
