import type net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alarmIngestEndpoints,
  alarmsEndpoints,
  devicesEndpoints,
  en,
  type Endpoint,
  integrationsEndpoints,
  languageEndpoints,
  panicEventsEndpoints,
} from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import { alertBody, appUser, serviceKey, withKey } from '../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { raw } from '../support/raw-http';
import { request, requestRaw, type RawInput } from '../support/request';

/**
 * The messages only API clients see (issue 17, decision 023): the alarm service's calls, malformed queries,
 * paths and bodies, Fastify's own refusals. Each in Arabic for `Accept-Language: ar`, in English exactly as
 * before otherwise, and in English for a language we do not have.
 */
const AR = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' };
const LANGUAGES: [string, Record<string, string>, 'english' | 'arabic'][] = [
  ['Arabic', AR, 'arabic'],
  ['no language', {}, 'english'],
  ['English', { 'accept-language': 'en-GB' }, 'english'],
  ['a language we do not have', { 'accept-language': 'fr-FR,de;q=0.8' }, 'english'],
];
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const CALLS_PER_MINUTE = 4;
const METRICS_TOKEN = 'metrics-token-of-the-language-tests-0123';

type Send = (headers: Record<string, string>) => Promise<LightMyRequestResponse>;
type Case = { status: number; english: string; arabic: string; field?: string; send: Send };

describe(`API clients' messages in their language on ${databaseKind}`, () => {
  let test: TestApp;
  let userId: number;
  let admin: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    test = await createTestApp({ apiKeyCallsPerMinute: CALLS_PER_MINUTE, metricsToken: METRICS_TOKEN });
    userId = (await appUser(test)).id;
    admin = (await asRole(test, 2)).call;
  });
  afterAll(() => test.close());

  /** Each request with its own service key, so the per-minute limit is reached only where a case means to. */
  const service =
    (endpoint: Endpoint, input: RawInput): Send =>
    async (headers) =>
      requestRaw(withKey(test, await serviceKey(test)), endpoint, { ...input, headers });
  const ingest = (body: unknown) => service(alarmIngestEndpoints.createPanicEvent, { body });
  const list =
    (query: string): Send =>
    (headers) =>
      requestRaw(admin, panicEventsEndpoints.list, { query, headers });
  const now = Date.now();

  async function expectEveryLanguage({ status, english, arabic, field, send }: Case) {
    expect(arabic, 'the Arabic of the case').toMatch(ARABIC_LETTER);
    for (const [name, headers, expected] of LANGUAGES) {
      const response = await send(headers);
      const text = expected === 'arabic' ? arabic : english;
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toBe(text);
      if (field) expect(response.json().errors[field], name).toBe(text);
      expect(response.headers['content-language'], name).toBe(expected === 'arabic' ? 'ar' : undefined);
    }
  }

  describe("the alarm service's calls", () => {
    const cases: Record<string, Case> = {
      'an unknown user': {
        status: 400,
        field: 'user_id',
        english: 'user_id is not an app user (no such account, or deleted).',
        arabic: ar.alarms.unknownUser,
        send: ingest(alertBody(99_999_999)),
      },
      'a latitude out of range': {
        status: 400,
        field: 'latitude',
        english: 'latitude must be a number from -90 to 90.',
        arabic: 'يجب أن تكون قيمة latitude عددًا بين -90 و90.',
        send: ingest(alertBody(1, { latitude: 91 })),
      },
      'a longitude of the wrong type': {
        status: 400,
        field: 'longitude',
        english: 'longitude must be a number from -180 to 180.',
        arabic: 'يجب أن تكون قيمة longitude عددًا بين -180 و180.',
        send: ingest(alertBody(1, { longitude: 'east' })),
      },
      'a start in the future': {
        status: 400,
        field: 'started_at',
        english: 'started_at is in the future.',
        arabic: ar.alarms.startedInFuture,
        send: (headers) => ingest(alertBody(userId, { started_at: new Date(now + 3_600_000).toISOString() }))(headers),
      },
      'an absurdly old start': {
        status: 400,
        field: 'started_at',
        english: 'started_at is too long ago.',
        arabic: ar.alarms.startedTooLongAgo,
        send: (headers) => ingest(alertBody(userId, { started_at: '1990-01-01T00:00:00Z' }))(headers),
      },
      'a start that is no date': {
        status: 400,
        field: 'started_at',
        english: 'started_at must be an ISO 8601 date-time with a time zone.',
        arabic: 'يجب أن تكون قيمة started_at تاريخًا ووقتًا بصيغة ISO 8601 مع المنطقة الزمنية.',
        send: ingest(alertBody(1, { started_at: 'yesterday' })),
      },
      'an oversize alert id': {
        status: 400,
        field: 'alert_unique_id',
        english: 'alert_unique_id must be at most 100 characters.',
        arabic: 'يجب ألا يزيد طول alert_unique_id على 100 حرف.',
        send: ingest(alertBody(1, { alert_unique_id: 'a'.repeat(101) })),
      },
      'an alert id with a slash': {
        status: 400,
        field: 'alert_unique_id',
        english: 'alert_unique_id may hold letters, digits and . _ : - only.',
        arabic: ar.requests.alertUniqueIdCharacters,
        send: ingest(alertBody(1, { alert_unique_id: 'a/b' })),
      },
      'an alert type of the wrong type': {
        status: 400,
        field: 'alert_type',
        english: 'alert_type must be 1 (warning) or 2 (emergency).',
        arabic: 'يجب أن تكون قيمة alert_type إما 1 (تحذير) أو 2 (طوارئ).',
        send: ingest(alertBody(1, { alert_type: '2' })),
      },
      'a user id that is not a whole number': {
        status: 400,
        field: 'user_id',
        english: 'user_id must be a whole number.',
        arabic: 'يجب أن تكون قيمة user_id عددًا صحيحًا.',
        send: ingest(alertBody(1.5)),
      },
      'a body that is a list (zod’s own words)': {
        status: 400,
        field: '_',
        english: 'Invalid input: expected object, received array',
        arabic: 'مُدخل غير صالح: المتوقع كائن، والوارد مصفوفة',
        send: ingest([alertBody(1)]),
      },
      'a log without its event type': {
        status: 400,
        field: 'event_type',
        english: 'event_type is required.',
        arabic: 'قيمة event_type مطلوبة.',
        send: service(alarmIngestEndpoints.addLog, { params: { alert_unique_id: 'no-such-alert' }, body: { time_stamp: new Date(now).toISOString() } }),
      },
      'an oversize log message': {
        status: 400,
        field: 'event_message',
        english: 'event_message must be at most 2000 characters.',
        arabic: ar.requests.fields.tooLong('event_message', 2000),
        send: service(alarmIngestEndpoints.addLog, {
          params: { alert_unique_id: 'no-such-alert' },
          body: { event_type: 'note', event_message: 'x'.repeat(2001), time_stamp: new Date(now).toISOString() },
        }),
      },
      'a stop with an unknown reason': {
        status: 400,
        field: 'reason',
        english: 'reason must be user_cancelled or ended.',
        arabic: 'يجب أن تكون قيمة reason إما user_cancelled أو ended.',
        send: service(alarmIngestEndpoints.stop, {
          params: { alert_unique_id: 'no-such-alert' },
          body: { reason: 'bored', time_stamp: new Date(now).toISOString() },
        }),
      },
      'a call without a key': {
        status: 401,
        english: 'The service key is missing, unknown or revoked.',
        arabic: ar.integrations.invalidKey,
        send: (headers) => request(withKey(test, undefined), alarmIngestEndpoints.createPanicEvent, { body: alertBody(userId), headers }),
      },
      'a call over the per-minute limit, with Retry-After': {
        status: 429,
        english: 'Too many calls with this service key. Please slow down.',
        arabic: ar.integrations.rateLimited,
        send: async (headers) => {
          const call = withKey(test, await serviceKey(test));
          for (let i = 0; i < CALLS_PER_MINUTE; i += 1) await requestRaw(call, alarmIngestEndpoints.createPanicEvent, { body: {} });
          const limited = await requestRaw(call, alarmIngestEndpoints.createPanicEvent, { body: {}, headers });
          expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
          return limited;
        },
      },
    };
    it.each(Object.entries(cases))('%s', async (_name, refusal) => expectEveryLanguage(refusal));

    it('a revoked key, and the message of every field of an empty body', async () => {
      const { id, key } = (await request(admin, integrationsEndpoints.create, { body: { name: 'Soon revoked' } })).json().data;
      await request(admin, integrationsEndpoints.revoke, { params: { id } });
      await expectEveryLanguage({
        status: 401,
        english: en.integrations.invalidKey,
        arabic: ar.integrations.invalidKey,
        send: (headers) => request(withKey(test, key), alarmIngestEndpoints.createPanicEvent, { body: alertBody(userId), headers }),
      });
      const empty = await ingest({})(AR);
      const errors = Object.values(empty.json().errors as Record<string, string>);
      expect(errors).toHaveLength(6);
      for (const text of errors) expect(text).toMatch(ARABIC_LETTER);
      // Field names stay as they are on the wire.
      expect(Object.keys(empty.json().errors)).toEqual(['alert_unique_id', 'user_id', 'alert_type', 'source', 'latitude', 'longitude']);
    });
  });

  describe('malformed queries, paths and bodies', () => {
    const cases: Record<string, Case> = {
      'a page number that is no number': {
        status: 400,
        field: 'page_no',
        english: 'page_no must be a whole number from 1.',
        arabic: 'يجب أن تكون قيمة page_no عددًا صحيحًا لا يقل عن 1.',
        send: list('page_no=abc'),
      },
      'a page size we do not serve': {
        status: 400,
        field: 'limit',
        english: 'limit must be one of 10, 25, 50, 75, 100.',
        arabic: 'يجب أن تكون قيمة limit إحدى القيم: 10 أو 25 أو 50 أو 75 أو 100.',
        send: list('limit=100000'),
      },
      'an unknown sort column (the choices listed the Arabic way)': {
        status: 400,
        field: 'order_by',
        english: 'order_by must be createdAt, userName or fullName.',
        arabic: 'يجب أن تكون قيمة order_by إحدى القيم: createdAt أو userName أو fullName.',
        send: list('order_by=password'),
      },
      'an unknown sort direction': {
        status: 400,
        field: 'order',
        english: 'order must be DESC or ASC.',
        arabic: 'يجب أن تكون قيمة order إما DESC أو ASC.',
        send: list('order=sideways'),
      },
      'a date range that ends before it starts': {
        status: 400,
        english: 'to must not be before from.',
        arabic: ar.lists.validation.rangeInvalid,
        send: list('from=2026-05-01&to=2026-01-01'),
      },
      'a status we do not have': {
        status: 400,
        field: 'status',
        english: 'status must be open, acknowledged or resolved.',
        arabic: 'يجب أن تكون قيمة status إحدى القيم: open أو acknowledged أو resolved.',
        send: list('status=lost'),
      },
      'a path id that is no number (zod’s own words)': {
        status: 400,
        field: 'id',
        english: 'Invalid input: expected number, received NaN',
        arabic: 'مُدخل غير صالح: المتوقع عدد، والوارد ليس عددًا (NaN)',
        send: (headers) => request(admin, alarmsEndpoints.acknowledge, { params: { id: 'abc' }, headers }),
      },
      'a malformed JSON body': {
        status: 400,
        english: en.api.invalidBody,
        arabic: ar.api.invalidBody,
        send: (headers) =>
          request(admin, languageEndpoints.setMyLanguage, { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"language":' }),
      },
      'a body too large': {
        status: 413,
        english: en.api.payloadTooLarge,
        arabic: ar.api.payloadTooLarge,
        send: (headers) =>
          request(admin, languageEndpoints.setMyLanguage, {
            headers: { ...headers, 'content-type': 'application/json' },
            payload: `"${'x'.repeat(3_000_000)}"`,
          }),
      },
      'an unsupported media type': {
        status: 415,
        english: en.api.unsupportedMedia,
        arabic: ar.api.unsupportedMedia,
        send: (headers) =>
          request(admin, languageEndpoints.setMyLanguage, { headers: { ...headers, 'content-type': 'application/xml' }, payload: '<language/>' }),
      },
      'an address that does not decode (Fastify’s 400)': {
        status: 400,
        english: 'The address of the request is not valid.',
        arabic: ar.api.badUrl,
        // test-paths: an address that does not decode is the point
        send: (headers) => test.app.inject({ method: 'GET', url: '/v1/device-inventory/%zz', headers }),
      },
      'a path parameter over the router limit (Fastify’s 414)': {
        status: 414,
        english: 'The address of the request is too long.',
        arabic: ar.api.uriTooLong,
        send: (headers) => request(test.app, devicesEndpoints.getDevice, { params: { id: 'x'.repeat(300) }, headers }),
      },
      'the metrics without their token': {
        status: 401,
        english: 'A valid metrics token is required.',
        arabic: ar.requests.metricsTokenRequired,
        send: (headers) => test.app.inject({ method: 'GET', url: '/metrics', headers: { ...headers, authorization: 'Bearer wrong' } }),
      },
      'a call no route answers (404)': {
        status: 404,
        english: 'Not found.',
        arabic: ar.api.notFound,
        send: (headers) => test.app.inject({ method: 'GET', url: '/v1/no-such-call', headers }),
      },
    };
    it.each(Object.entries(cases))('%s', async (_name, refusal) => expectEveryLanguage(refusal));
  });

  describe("the HTTP parser's refusals, on a real connection", () => {
    let port: number;
    beforeAll(async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      port = (test.app.server.address() as net.AddressInfo).port;
    });
    const send = (language: string | undefined, rest: string) =>
      raw(port, `GET /v1/plans HTTP/1.1\r\nHost: 127.0.0.1\r\n${language ? `Accept-Language: ${language}\r\n` : ''}${rest}\r\n`);

    it('headers too large (431) and a request that cannot be read (400), read in the language sent before the fault', async () => {
      const filler = `X-Filler: ${'a'.repeat(20_000)}\r\n`;
      const badLength = 'Content-Length: many\r\n';
      for (const [rest, status, english, arabic] of [
        [filler, 431, en.api.headersTooLarge, ar.api.headersTooLarge],
        [badLength, 400, en.api.badRequest, ar.api.badRequest],
      ] as const) {
        const inArabic = await send('ar', rest);
        expect(inArabic.status).toBe(status);
        expect(JSON.parse(inArabic.body)).toEqual({ message: arabic });
        expect(inArabic.headers['content-language']).toBe('ar');
        for (const language of [undefined, 'fr']) {
          const inEnglish = await send(language, rest);
          expect(JSON.parse(inEnglish.body), String(language)).toEqual({ message: english });
          expect(inEnglish.headers['content-language']).toBeUndefined();
        }
      }
    });
  });
});
