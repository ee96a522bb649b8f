import { afterAll, describe, expect, it } from 'vitest';
import { databaseKind } from './helper';
import { clearRefusal, createHarness, encodingsOf, isSuccess, JSON_BODY, MULTIPART, received, schemaOf, type Encoding } from './hostile-input-harness';
import { columnsHolding, EXTRA_HOSTILE, loadCorpus, storedForms, stringFields } from './hostile-input-support';
import { label, urlFor, type RouteInfo } from './security-openapi';

/**
 * Hostile strings over every write route of the OpenAPI document, in each body encoding it documents (JSON,
 * and multipart forms as text fields beside the files the form needs): each corpus string in each string
 * field gives no 5xx, and is either stored as sent (trimmed, or lower-cased for e-mails and languages) or
 * refused with a clear 4xx. A route with several string fields gets one string per field per request,
 * rotated so that every field sees every string. Routes added later are covered without editing this file.
 */
const corpus = loadCorpus();
const strings = [...corpus, ...EXTRA_HOSTILE];
/**
 * The sweep is split between test files (hostile-input.test.ts and hostile-input-2.test.ts) so the two workers of
 * a run share it: each file takes every `parts`-th case, on its own database.
 */
export async function describeHostileSweep(part: number, parts: number) {
  const { test, routes, call, calibrate } = await createHarness();
  /** Rich text may come back sanitised; what a browser then runs is the XSS tests' business. */
  const HTML_FIELD = /content|html|description/i;

  const cases = routes
    .filter((route) => route.method !== 'GET')
    .flatMap((route) => encodingsOf(route).map((encoding) => ({ route, encoding, fields: stringFields(schemaOf(route, encoding)) })))
    .filter(({ fields }) => fields.length > 0)
    // Changes to existing rows first: a create run 521 times may fill what an update needs (warning audios
    // are 5 minutes apart, so a day holds 288 of them).
    .sort((a, b) => Number(b.route.pathParams.length > 0) - Number(a.route.pathParams.length > 0));
  const mine = cases.filter((_entry, index) => index % parts === part - 1);

  /** Every string in every string field of the route's body, sent in this encoding; the failures found. */
  async function sendHostileStrings(route: RouteInfo, encoding: Encoding, fields: string[]): Promise<string[]> {
    const calibration = await calibrate(route, fields, encoding);
    const url = urlFor(route, calibration.params);
    const stride = Math.floor(strings.length / fields.length);
    const failures: string[] = [];
    let stored = 0;
    /** Refusals by status: a 400 is the validation, a 409 a rule checked after it (a taken e-mail, a trigger time). */
    const refused: Record<number, number> = {};

    for (let i = 0; i < strings.length; i += 1) {
      let sent = Object.fromEntries(fields.map((field, j) => [field, strings[(i + j * stride) % strings.length]!]));
      for (let attempt = 0; attempt < 3 && Object.keys(sent).length > 0; attempt += 1) {
        const response = await call({ method: route.method, url, ...calibration.send({ ...calibration.base(), ...sent }) });
        const where = `${JSON.stringify(sent).slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 100)}`;
        if (response.statusCode >= 500) {
          failures.push(`5xx: ${where}`);
          break;
        }
        if (isSuccess(response.statusCode)) {
          for (const [field, value] of Object.entries(sent)) {
            const places = calibration.stored.get(field) ?? [];
            if (places.length === 0 || /password/i.test(field) || value.trim() === '') continue;
            if ((await columnsHolding(test.ctx.db, places, storedForms(field, received(encoding, value)))).length > 0) stored += 1;
            else if (!(HTML_FIELD.test(field) && /[<>&]/.test(value))) failures.push(`stored differently: ${field}=${JSON.stringify(value).slice(0, 80)}`);
          }
          break;
        }
        if (!clearRefusal(response)) {
          failures.push(`unclear answer: ${where}`);
          break;
        }
        refused[response.statusCode] = (refused[response.statusCode] ?? 0) + 1;
        // Send again without the fields the answer blamed, so the strings in the others are tried too.
        const blamed = Object.keys((response.json().errors ?? {}) as Record<string, string>);
        if (!calibration.accepted || !blamed.some((field) => field in sent)) break;
        sent = Object.fromEntries(Object.entries(sent).filter(([field]) => !blamed.includes(field)));
      }
    }
    const storedIn = fields.map((field) => `${field}→${(calibration.stored.get(field) ?? []).map((c) => `${c.table}.${c.column}`).join('|') || '-'}`);
    const files = Object.keys(calibration.files);
    const refusals = Object.entries(refused).map(([status, count]) => `${count} × ${status}`);
    console.info(
      `${label(route)} as ${encoding}: ${calibration.accepted ? `sample accepted${files.length ? ` with ${files.join(', ')}` : ''}; ${storedIn.join(', ')}` : `no sample accepted (${calibration.refusal}): refusals only`}; stored ${stored}, refused ${refusals.join(' + ') || 0}`,
    );
    return failures;
  }

  describe(`hostile strings on ${databaseKind}`, () => {
    afterAll(() => test.close());

    it('finds write routes with string fields in the OpenAPI document, as JSON and as forms', () => {
      expect(cases.filter((entry) => entry.encoding === JSON_BODY).length).toBeGreaterThan(3);
      expect(cases.filter((entry) => entry.encoding === MULTIPART).length).toBeGreaterThan(3);
    });

    it.each(mine.map(({ route, encoding, fields }) => [`${label(route)} as ${encoding}`, route, encoding, fields] as const))(
      '%s: every corpus string in every string field',
      async (_name, route, encoding, fields) => {
        expect(await sendHostileStrings(route, encoding, fields)).toEqual([]);
      },
      300_000,
    );
  });
}
