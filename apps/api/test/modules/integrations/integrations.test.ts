import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alarmIngestEndpoints, alarmsEndpoints, API_KEY, en, integrationsEndpoints } from '@guardian/contracts';
import { queryRows } from '../../../src/db/query';
import { hashToken } from '../../../src/lib/tokens';
import { pruneKeyUsage } from '../../../src/modules/integrations/integrations.repository';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
const LIMIT = 5;
const INVALID = { message: en.integrations.invalidKey };

describe(`service keys on ${databaseKind}`, () => {
  let test: TestApp;
  let superAdmin: Awaited<ReturnType<typeof asRole>>;
  let operator: Call;

  beforeAll(async () => {
    test = await createTestApp({ apiKeyCallsPerMinute: LIMIT });
    superAdmin = await asRole(test, 2);
    ({ call: operator } = await asRole(test, 3));
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const create = (name: unknown) => requestRaw(superAdmin, integrationsEndpoints.create, { body: { name } });
  const list = async () =>
    (await request(superAdmin, integrationsEndpoints.list)).json().data as {
      id: number;
      name: string;
      keyPrefix: string;
      createdBy: string | null;
      lastUsedAt: string | null;
    }[];

  it('creates a key shown once, stores only its hash, and lists it newest first with its creator', async () => {
    const first = await create('Mobile back end');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: en.integrations.created, data: { id: expect.any(Number), name: 'Mobile back end', key: expect.any(String) } });
    const { key, id } = first.json().data;
    expect(key).toMatch(new RegExp(`^${API_KEY.prefix}[A-Za-z0-9_-]{40}$`));
    const second = (await create('  Watch gateway  ')).json().data;
    expect(second.name).toBe('Watch gateway');
    expect(second.key).not.toBe(key);

    const stored = await queryRows<{ key_hash: string; key_prefix: string }>(test.ctx.db, sql`select key_hash, key_prefix from api_keys where id = ${id}`);
    expect(stored).toEqual([{ key_hash: hashToken(key), key_prefix: key.slice(0, API_KEY.shownPrefixLength) }]);
    // The key is nowhere else: not in the audit trail, not in the list.
    const trail = await queryRows<{ action: string; summary: unknown; actor_id: number }>(
      test.ctx.db,
      sql`select action, summary, actor_id::int as actor_id from audit_log where entity_type = 'api_key' and entity_id = ${String(id)}`,
    );
    expect(trail).toEqual([{ action: 'api_key.created', summary: { name: 'Mobile back end', keyPrefix: key.slice(0, 10) }, actor_id: superAdmin.account.id }]);
    expect(JSON.stringify(trail)).not.toContain(key);

    const rows = await list();
    expect(rows.slice(0, 2).map((row) => row.name)).toEqual(['Watch gateway', 'Mobile back end']);
    expect(rows[1]).toEqual({
      id,
      name: 'Mobile back end',
      keyPrefix: key.slice(0, 10),
      createdAt: expect.any(String),
      createdBy: superAdmin.account.fullName,
      lastUsedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuses a blank or oversize name and keeps nothing', async () => {
    const before = (await list()).length;
    for (const name of ['', '   ', 'x'.repeat(API_KEY.nameMax + 1), 42, null]) {
      const response = await create(name);
      expect(response.statusCode, String(name)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await list()).toHaveLength(before);
  });

  it('revokes a key: gone from the list, its next call 401, a second revoke 404', async () => {
    const { id, key } = (await create('To revoke')).json().data;
    const user = await appUser(test);
    const call = withKey(test, key);
    expect((await request(call, alarmIngestEndpoints.createPanicEvent, { body: alertBody(user.id) })).statusCode).toBe(201);

    const revoked = await request(superAdmin, integrationsEndpoints.revoke, { params: { id } });
    expect(revoked.json()).toEqual({ message: en.integrations.revoked });
    expect((await list()).map((row) => row.id)).not.toContain(id);
    const refused = await request(call, alarmIngestEndpoints.createPanicEvent, { body: alertBody(user.id) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID);

    for (const target of [id, 999_999]) {
      const again = await request(superAdmin, integrationsEndpoints.revoke, { params: { id: target } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: en.integrations.notFound });
    }
    const trail = await queryRows<{ action: string }>(
      test.ctx.db,
      sql`select action from audit_log where entity_type = 'api_key' and entity_id = ${String(id)} order by id`,
    );
    expect(trail.map((row) => row.action)).toEqual(['api_key.created', 'api_key.revoked']);
  });

  it('is for super admins only: role 3 is refused (403)', async () => {
    const { id } = (await create('Not for operators')).json().data;
    for (const [endpoint, input] of [
      [integrationsEndpoints.create, { body: { name: 'x' } }],
      [integrationsEndpoints.list, {}],
      [integrationsEndpoints.revoke, { params: { id } }],
    ] as const) {
      const response = await requestRaw(operator, endpoint, input);
      expect(response.statusCode, endpoint.method).toBe(403);
    }
    expect((await list()).map((row) => row.id)).toContain(id);
  });

  it('opens only service-key routes, and only with a live key in X-Api-Key', async () => {
    const key = await serviceKey(test);
    const user = await appUser(test);
    const ingest = (headers: Record<string, string>) => request(test.app, alarmIngestEndpoints.createPanicEvent, { headers, body: alertBody(user.id) });
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-api-key': '' },
      { 'x-api-key': `${key}x` },
      { 'x-api-key': key.slice(3) },
      { 'x-api-key': `gk_${'A'.repeat(5000)}` },
      { authorization: `Bearer ${key}` },
      { authorization: `Bearer ${superAdmin.token}` },
    ];
    for (const headers of headerSets) {
      const response = await ingest(headers);
      expect(response.statusCode, JSON.stringify(headers).slice(0, 60)).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    // A key opens no session route, even beside nothing else.
    const admin = await request(test.app, integrationsEndpoints.list, { headers: { 'x-api-key': key } });
    expect(admin.statusCode).toBe(401);
    const desk = await request(test.app, alarmsEndpoints.desk, { headers: { 'x-api-key': key } });
    expect(desk.statusCode).toBe(401);
    expect((await ingest({ 'x-api-key': key })).statusCode).toBe(201);
  });

  it('limits calls per key per minute (429 with Retry-After), counted in the database, and the next minute is open again', async () => {
    const key = await serviceKey(test, 'Runaway client');
    const other = await serviceKey(test, 'Quiet client');
    const minute = new Date(Date.UTC(2030, 0, 1, 12, 0, 15));
    test.setNow(minute);
    const call = (k: string) => requestRaw(test.app, alarmIngestEndpoints.createPanicEvent, { headers: { 'x-api-key': k }, body: {} });
    // Refused bodies count too: the limit protects the server, whatever the calls carry.
    for (let i = 0; i < LIMIT; i += 1) expect((await call(key)).statusCode).toBe(400);
    const limited = await call(key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: en.integrations.rateLimited });
    expect(limited.headers['retry-after']).toBe('45');
    // Another key has its own allowance.
    expect((await call(other)).statusCode).toBe(400);
    test.setNow(new Date(minute.getTime() + 60_000));
    expect((await call(key)).statusCode).toBe(400);

    const windows = await queryRows<{ calls: number }>(
      test.ctx.db,
      sql`select u.calls from api_key_usage u join api_keys k on k.id = u.api_key_id where k.name = 'Runaway client' order by u.window_start`,
    );
    expect(windows.map((row) => Number(row.calls))).toEqual([LIMIT + 1, 1]);
    await pruneKeyUsage(test.ctx.db, new Date(Date.UTC(2030, 0, 1, 12, 1, 0)));
    const left = await queryRows<{ calls: number }>(
      test.ctx.db,
      sql`select u.calls from api_key_usage u join api_keys k on k.id = u.api_key_id where k.name = 'Runaway client'`,
    );
    expect(left).toHaveLength(1);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const key = await serviceKey(test, 'Touched');
    // Read from the table: the admin's session would not survive the clock's jumps.
    const lastUsed = async () =>
      (
        await queryRows<{ at: string }>(
          test.ctx.db,
          sql`select to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from api_keys where name = 'Touched'`,
        )
      )[0]!.at;
    const start = new Date(Date.UTC(2031, 5, 1, 8, 0, 0));
    const call = () => requestRaw(test.app, alarmIngestEndpoints.createPanicEvent, { headers: { 'x-api-key': key }, body: {} });
    test.setNow(start);
    await call();
    expect(await lastUsed()).toBe(start.toISOString());
    test.setNow(new Date(start.getTime() + 30_000));
    await call();
    expect(await lastUsed()).toBe(start.toISOString());
    test.setNow(new Date(start.getTime() + 61_000));
    await call();
    expect(await lastUsed()).toBe(new Date(start.getTime() + 61_000).toISOString());
  });
});
