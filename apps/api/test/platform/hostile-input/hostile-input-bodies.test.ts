import { afterAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/app';
import { sweepSample } from '../../support/corpus';
import { databaseKind } from '../../support/helper';
import {
  clearRefusal,
  createHarness,
  encode,
  encodingsOf,
  isSuccess,
  JSON_BODY,
  MULTIPART,
  schemaOf,
  type Encoding,
} from '../../support/hostile-input-harness';
import { EXTRA_HOSTILE, fileFields, loadCorpus, resolve, stringFields } from '../../support/hostile-input-support';
import type { FilePart } from '../../support/multipart-body';
import { label, urlFor, type RouteInfo } from '../../support/security-openapi';

/**
 * Malformed requests over every route of the OpenAPI document: wrong types, missing fields, bodies that
 * are not what their media type says (in each body encoding the document gives: JSON, multipart forms),
 * prototype pollution, bodies over the limits, deeply nested JSON, hostile query strings and path
 * parameters. None may cause a 5xx; most must be a clear 4xx.
 */
const corpus = loadCorpus();
const { test, routes, call, calibrate } = await createHarness();
const writes = routes.filter((route) => route.method !== 'GET');
// Each write route's malformed bodies: all of them on PostgreSQL, the fixed sample of the sweeps on PGlite (they are
// mostly refused before any SQL runs; the sample still takes each kind of malformed body through PGlite).
const bodyCases = sweepSample(
  writes.filter((route) => route.body).flatMap((route) => encodingsOf(route).map((encoding) => [`${label(route)} as ${encoding}`, route, encoding] as const)),
);
const cases = (list: RouteInfo[]) => list.map((route) => [label(route), route] as const);
const raw = (route: RouteInfo, payload: string | Buffer, contentType = 'application/json') =>
  call({ method: route.method, url: urlFor(route), payload, headers: { 'content-type': contentType } });

/** Bodies that are not what their media type says. */
const BROKEN: Record<Encoding, { body: string; contentType: string }[]> = {
  [JSON_BODY]: ['[]', '"text"', '42', 'not json', '{"a":', '{"a":1}}'].map((body) => ({ body, contentType: JSON_BODY })),
  [MULTIPART]: [
    { body: '--cut\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', contentType: `${MULTIPART}; boundary=cut` },
    { body: 'not a form', contentType: `${MULTIPART}; boundary=cut` },
    { body: '--cut\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--cut--\r\n', contentType: MULTIPART },
  ],
};
const TEXT_FILE: FilePart = { filename: 'field.txt', contentType: 'text/plain', bytes: Buffer.from('text') };
const without = <T>(record: Record<string, T>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

function nested(depth: number, open: string, close: string) {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

describe(`malformed requests on ${databaseKind}`, () => {
  afterAll(() => test.close());

  it.each(bodyCases)(
    '%s: wrong types, missing fields and broken bodies are clear 4xx',
    async (_name, route, encoding) => {
      const body = schemaOf(route, encoding);
      const calibration = await calibrate(route, stringFields(body), encoding);
      const url = urlFor(route, calibration.params);
      const { properties = {}, required = [] } = resolve(body);
      const files = fileFields(body).map((file) => file.name);
      const failures: string[] = [];
      const expectRefused = async (what: string, payload: Record<string, unknown>, refusedOnly = true, parts = calibration.files) => {
        const response = await call({ method: route.method, url, ...encode(encoding, payload, parts) });
        if (response.statusCode >= 500) failures.push(`${what}: ${response.statusCode}`);
        else if (refusedOnly && !clearRefusal(response)) failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      };
      for (const field of Object.keys(properties)) {
        // A form's file part sent as text, and its text fields sent as files: a required one is then missing.
        if (files.includes(field)) {
          await expectRefused(
            `${field} as text`,
            { ...calibration.base(), [field]: 'not a file' },
            required.includes(field),
            without(calibration.files, field),
          );
          continue;
        }
        if (encoding === MULTIPART)
          await expectRefused(`${field} as a file`, without(calibration.base(), field), required.includes(field), { ...calibration.files, [field]: TEXT_FILE });
        const isString = stringFields(body).includes(field);
        for (const wrong of [{}, [], ['a'], { $gt: '' }, 12345, -1, 1e308, true, isString ? undefined : 'not a number']) {
          if (wrong === undefined) continue;
          // A string field must refuse anything that is not a string (in a form, objects travel as JSON parts;
          // the rest is text there); other fields may coerce, but never fail.
          await expectRefused(
            `${field}=${JSON.stringify(wrong)}`,
            { ...calibration.base(), [field]: wrong },
            isString && (encoding === JSON_BODY || typeof wrong === 'object'),
          );
        }
        await expectRefused(`${field}=null`, { ...calibration.base(), [field]: null }, false);
      }
      if (required.length > 0) await expectRefused('empty body', {}, true, {});
      // (JSON null reads as "no body", which a route with only optional fields may accept.)
      for (const broken of BROKEN[encoding]) {
        const response = await call({ method: route.method, url, payload: broken.body, headers: { 'content-type': broken.contentType } });
        if (!clearRefusal(response)) failures.push(`body ${JSON.stringify(broken)}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each(cases(writes))('%s: bodies over 1 MB, deep nesting, pollution and wrong media types', async (_name, route) => {
    const big = await raw(route, JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The request is too large.' });

    for (const deep of [nested(20_000, '[', ']'), nested(20_000, '{"a":', '}')]) {
      const response = await raw(route, deep);
      expect(response.statusCode, response.body).toBeLessThan(500);
      // Unknown keys are dropped, so only a body with required fields must refuse this.
      if ((resolve(route.body).required ?? []).length > 0) expect(isSuccess(response.statusCode)).toBe(false);
    }

    for (const polluted of ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const response = await raw(route, polluted);
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }

    const text = await raw(route, 'hello', 'text/plain');
    expect(text.statusCode).toBeLessThan(500);
    if (route.body) expect([400, 415]).toContain(text.statusCode);

    // Routes that read no form must not fail on a broken one either (the form routes must refuse it: above).
    for (const broken of BROKEN[MULTIPART]) expect((await raw(route, broken.body, broken.contentType)).statusCode, broken.body).toBeLessThan(500);
  });

  it('refuses multipart uploads over the limit and keeps no file of that size', async () => {
    const boundary = 'hostileboundary';
    const file = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x41);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const statuses: Record<string, number> = {};
    for (const route of writes.filter((candidate) => (!candidate.body || candidate.bodyTypes.includes(MULTIPART)) && candidate.method !== 'DELETE')) {
      const response = await raw(route, payload, `multipart/form-data; boundary=${boundary}`);
      statuses[label(route)] = response.statusCode;
      expect(response.statusCode, label(route)).toBeLessThan(500);
    }
    // The routes that read files refuse them; none kept anything over the limit, nor under the client's name.
    expect(Object.values(statuses)).toContain(413);
    for await (const file of test.ctx.storage.list()) {
      expect(file.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
      expect(file.key).not.toMatch(/passwd/);
    }
  }, 120_000);

  // Every 4th corpus string keeps this part short; the write routes above see all of them.
  const queryStrings = [...corpus.filter((_value, index) => index % 4 === 0), ...EXTRA_HOSTILE];
  // An event stream that accepts its query never ends, which inject waits for: alarms-live.test.ts sends the
  // stream's hostile query strings over a real connection instead.
  const searchable = routes.filter(
    (route) =>
      route.method === 'GET' && !route.produces.includes('text/event-stream') && route.query.some((parameter) => resolve(parameter.schema).type === 'string'),
  );

  it.each(cases(searchable))(
    '%s: hostile query strings give no 5xx',
    async (_name, route) => {
      const names = route.query.filter((parameter) => resolve(parameter.schema).type === 'string').map((parameter) => parameter.name);
      const failures: string[] = [];
      for (let i = 0; i < queryStrings.length; i += 1) {
        const query = Object.fromEntries(names.map((name, j) => [name, queryStrings[(i + j * 7) % queryStrings.length]!]));
        const response = await call({ method: 'GET', url: urlFor(route), query });
        if (!isSuccess(response.statusCode) && !clearRefusal(response)) failures.push(`${JSON.stringify(query).slice(0, 100)} -> ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each(cases(routes.filter((route) => route.pathParams.length > 0)))('%s: hostile path parameters give no 5xx', async (_name, route) => {
    for (const value of ['0', '-1', '1.5', '1e3', '99999999999999999999', '9007199254740993', "1' or '1'='1", '..%2F..%2Fetc', '%00', 'ｌ', '<script>']) {
      const response = await call({
        method: route.method,
        url: urlFor(route, {}, value).replace(encodeURIComponent(value), value),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${value}: ${response.body.slice(0, 100)}`).toBeLessThan(500);
    }
  });
});
