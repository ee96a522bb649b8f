import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, ROLE } from '@guardian/contracts';
import { appUser } from '../support/alarms-fixtures';
import type { paths } from '../support/generated/alarm-service-api';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../support/helper';

/**
 * Issue 18: the alarm service's team builds its client from /v1/docs/json with a generator, not by hand. This
 * test does what they do: it reads the document from a listening server, generates TypeScript types with
 * openapi-typescript, and makes the alarm service's calls with openapi-fetch over real HTTP.
 *
 * The types of the alarm service's calls are checked in (generated/alarm-service-api.ts) and compared with
 * what the live document generates, so that `npm run typecheck` checks the calls below against them and a
 * change to those calls shows up as a diff for review (it is a change the alarm service's team must hear
 * about). Update it with `npx vitest run apps/api/test/platform/generated-client.test.ts -u`. The whole document is
 * generated too (it must stay generatable), but not kept: back-office changes need no regeneration.
 */

/** The calls the alarm service makes: a super admin's sign-in and key management, then the ingest calls. */
const ALARM_SERVICE_OPERATIONS = ['signIn', 'createApiKey', 'listApiKeys', 'revokeApiKey', 'ingestPanicEvent', 'ingestPanicEventLog', 'stopPanicEvent'];

type Operation = { operationId?: string };

/** The document with only the given operations (components kept: they are what those operations reference). */
function narrowed(document: OpenAPI3, operationIds: string[]): OpenAPI3 {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.entries(item as Record<string, Operation>).filter(([, operation]) => operationIds.includes(operation.operationId ?? ''));
    if (kept.length) paths[path] = Object.fromEntries(kept);
  }
  return { ...document, paths } as OpenAPI3;
}

const HEADER = `${COMMENT_HEADER}// The alarm service's calls (${ALARM_SERVICE_OPERATIONS.join(', ')}) from /v1/docs/json.
// Checked by apps/api/test/platform/generated-client.test.ts; regenerate with: npx vitest run apps/api/test/platform/generated-client.test.ts -u

`;

describe(`a client generated from the OpenAPI document, over HTTP, on ${databaseKind}`, () => {
  let test: TestApp;
  let baseUrl: string;
  let document: OpenAPI3;
  const limit = 12;

  beforeAll(async () => {
    test = await createTestApp({ apiKeyCallsPerMinute: limit });
    // As the alarm service sees it: a server on a port, not app.inject.
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    const response = await fetch(`${baseUrl}/v1/docs/json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenAPI3;
  });
  afterAll(() => test.close());

  it('generates types for every operation of the document, each named by its operationId', async () => {
    const source = astToString(await openapiTS(document));
    const operationIds = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, Operation>).map((operation) => operation.operationId),
    );
    expect(operationIds.length).toBeGreaterThan(60);
    for (const id of operationIds) expect(source, String(id)).toContain(`    ${id}: {\n`);
    expect(source).toContain('Error: {');
  });

  it("keeps the checked-in types of the alarm service's calls as the live document generates them", async () => {
    const source = HEADER + astToString(await openapiTS(narrowed(document, ALARM_SERVICE_OPERATIONS)));
    await expect(source).toMatchFileSnapshot('../support/generated/alarm-service-api.ts');
  });

  it('creates a key through the admin API, then raises, retries, logs and stops an alert, and reads a 400 and a 429', async () => {
    const now = new Date();
    // One clock for the whole scenario: the key's per-minute window cannot roll over half-way.
    test.setNow(now);
    const admin = await createAccount(test.ctx, { roleId: ROLE.superAdmin });
    const person = await appUser(test);

    const api = createClient<paths>({ baseUrl });
    const signIn = await api.POST('/v1/auth/admin-signin', { body: { email: admin.email, password: admin.password } });
    expect(signIn.response.status).toBe(200);
    const token = signIn.data!.data.token;

    const created = await api.POST('/v1/admin/api-keys', { body: { name: 'Alarm service' }, headers: { Authorization: `Bearer ${token}` } });
    expect(created.response.status).toBe(201);
    const key = created.data!.data.key;
    expect(key).toMatch(/^gk_/);

    const alarms = createClient<paths>({ baseUrl, headers: { 'X-Api-Key': key } });
    const body = { alert_unique_id: `watch-7:${now.getTime()}`, user_id: person.id, alert_type: 2, source: 2, latitude: 51.5072, longitude: -0.1276 } as const;

    const raised = await alarms.POST('/v1/alarm/panic-events', { body });
    expect(raised.response.status).toBe(201);
    expect(raised.data).toMatchObject({
      message: en.alarms.created,
      data: { alertUniqueId: body.alert_unique_id, status: 'open', person: { userId: person.id } },
    });
    const id = raised.data!.data.id;

    // A retry (the answer was lost on the way): the same alert, no second one.
    const retried = await alarms.POST('/v1/alarm/panic-events', { body });
    expect(retried.response.status).toBe(200);
    expect(retried.data).toMatchObject({ message: en.alarms.alreadyReceived, data: { id, status: 'open' } });

    const timeStamp = new Date(now.getTime() + 1000).toISOString();
    const logged = await alarms.POST('/v1/alarm/panic-events/{alert_unique_id}/logs', {
      params: { path: { alert_unique_id: body.alert_unique_id } },
      body: { event_type: 'location', event_message: 'Moving north', time_stamp: timeStamp, latitude: 51.51, longitude: -0.13 },
    });
    expect(logged.response.status).toBe(201);
    expect(logged.data?.data).toMatchObject({ id, latitude: 51.51, longitude: -0.13, latestLogs: [{ eventType: 'location', eventMessage: 'Moving north' }] });

    const stopped = await alarms.POST('/v1/alarm/panic-events/{alert_unique_id}/stop', {
      params: { path: { alert_unique_id: body.alert_unique_id } },
      body: { reason: 'user_cancelled', time_stamp: new Date(now.getTime() + 2000).toISOString() },
    });
    expect(stopped.response.status).toBe(200);
    expect(stopped.data?.data).toMatchObject({ id, status: 'resolved', outcome: 'cancelled_by_user', stopReason: 'user_cancelled' });

    // An error is the Error schema: `error` is typed, `data` is absent.
    const refused = await alarms.POST('/v1/alarm/panic-events', { body: { ...body, alert_unique_id: 'watch-7:other', latitude: 91 } });
    expect(refused.response.status).toBe(400);
    expect(refused.data).toBeUndefined();
    const message: string = refused.error!.message;
    expect(message).toBe('latitude must be a number from -90 to 90.');
    expect(refused.error!.errors).toEqual({ latitude: message });

    // Over the key's calls per minute: 429 with Retry-After, until the next minute.
    let limited: { status: number; retryAfter: string | null; message: string | undefined } | undefined;
    for (let call = 0; call < limit + 1 && !limited; call += 1) {
      const { response, error } = await alarms.POST('/v1/alarm/panic-events', { body });
      if (response.status === 429) limited = { status: response.status, retryAfter: response.headers.get('Retry-After'), message: error?.message };
    }
    expect(limited?.message).toBe(en.integrations.rateLimited);
    expect(Number(limited?.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
