import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKey } from '../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { label, loadRoutes, urlFor, type JsonSchema, type RouteInfo } from '../support/security-openapi';

/**
 * Every operation of the OpenAPI document, called with bad input in Arabic, must answer in Arabic: a route
 * added later is walked without editing this test. The bad input is what a client gets wrong: a path id
 * that is no number, query parameters that are no value of theirs, a body of the wrong shape.
 */
const AR = { 'accept-language': 'ar' };
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** A value the parameter does not take: too long where it has a length, else not a number nor a choice. */
const badValue = (schema: JsonSchema): string => (schema.maxLength ? 'x'.repeat(schema.maxLength + 1) : '~zz~');

type BadRequest = { what: string; url: string; payload?: unknown };

function badRequests(route: RouteInfo): BadRequest[] {
  const requests: BadRequest[] = [];
  const url = urlFor(route);
  if (route.pathParams.length) requests.push({ what: 'path', url: urlFor(route, {}, 'abc') });
  if (route.query.length) {
    const query = new URLSearchParams(route.query.map(({ name, schema }) => [name, badValue(schema)]));
    requests.push(
      { what: 'query', url: `${url}?${query}` },
      { what: 'negative query', url: `${url}?${new URLSearchParams(route.query.map(({ name }) => [name, '-1.5']))}` },
    );
  }
  if (route.bodyTypes.length) {
    const wrongTypes = Object.fromEntries(Object.keys(route.body?.properties ?? {}).map((name) => [name, { nested: [true] }]));
    requests.push({ what: 'list body', url, payload: [1] }, { what: 'empty body', url, payload: {} }, { what: 'wrong types', url, payload: wrongTypes });
  }
  return requests;
}

/** The texts of an answer a client reads: its message, its field messages, a row report's messages. */
function textsOf(response: LightMyRequestResponse): string[] {
  let body: { message?: unknown; errors?: Record<string, unknown>; report?: { message?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return [];
  }
  if (!body || typeof body !== 'object' || typeof body.message !== 'string') return [];
  return [body.message, ...Object.values(body.errors ?? {}), ...(Array.isArray(body.report) ? body.report.map((row) => row?.message) : [])].filter(
    (text): text is string => typeof text === 'string',
  );
}

describe(`every operation answers bad input in Arabic on ${databaseKind}`, () => {
  let test: TestApp;
  let routes: RouteInfo[];
  let send: (route: RouteInfo, options: InjectOptions) => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    test = await createTestApp({ apiKeyCallsPerMinute: 100_000 });
    routes = await loadRoutes(test.app);
    const { token } = await asRole(test, 2);
    const key = await serviceKey(test);
    send = (route, options) => {
      const credentials = route.isPublic ? {} : route.serviceKey ? { 'x-api-key': key } : { authorization: `Bearer ${token}` };
      return test.app.inject({ ...options, headers: { ...AR, ...credentials } });
    };
  });
  afterAll(() => test.close());

  it('walks the document: no message without an Arabic letter', async () => {
    const english: string[] = [];
    let answered = 0;
    // A stream never ends when its query is accepted; signing out would end the walk's session.
    const walked = routes.filter((route) => !route.produces.includes('text/event-stream') && !route.path.includes('logout'));
    for (const route of walked) {
      for (const request of badRequests(route)) {
        const response = await send(route, {
          method: route.method,
          url: request.url,
          ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        });
        const texts = textsOf(response);
        if (texts.length) answered += 1;
        for (const text of texts.filter((candidate) => !ARABIC_LETTER.test(candidate)))
          english.push(`${label(route)} (${request.what}): ${response.statusCode} ${text}`);
      }
    }
    expect(english).toEqual([]);
    expect(walked.length).toBeGreaterThan(40);
    expect(answered).toBeGreaterThan(walked.length);
  }, 300_000);
});
