import { afterAll, describe, expect, it } from 'vitest';
import { databaseKind } from './helper';
import { clearRefusal, createHarness, isSuccess } from './hostile-input-harness';
import { columnsHolding, EXTRA_HOSTILE, loadCorpus, storedForms, stringFields } from './hostile-input-support';
import { label, urlFor } from './security-openapi';

/**
 * Hostile strings over every write route of the OpenAPI document: each corpus string in each string field
 * gives no 5xx, and is either stored as sent (trimmed, or lower-cased for e-mails) or refused with a clear
 * 4xx. A route with several string fields gets one string per field per request, rotated so that every
 * field sees every string. Routes added later are covered without editing this file.
 */
const corpus = loadCorpus();
const strings = [...corpus, ...EXTRA_HOSTILE];
const { test, routes, call, calibrate } = await createHarness();
const jsonRoutes = routes.filter((route) => route.method !== 'GET' && route.bodyTypes.includes('application/json') && stringFields(route.body).length > 0);
/** Rich text may come back sanitised; what a browser then runs is the XSS tests' business. */
const HTML_FIELD = /content|html|description/i;

describe(`hostile strings on ${databaseKind}`, () => {
  afterAll(() => test.close());

  it('finds write routes with string fields in the OpenAPI document', () => {
    expect(jsonRoutes.length).toBeGreaterThan(3);
  });

  it.each(jsonRoutes.map((route) => [label(route), route] as const))(
    '%s: every corpus string in every string field',
    async (_name, route) => {
      const fields = stringFields(route.body);
      const calibration = await calibrate(route, fields);
      const url = urlFor(route, calibration.params);
      const stride = Math.floor(strings.length / fields.length);
      const failures: string[] = [];
      let stored = 0;
      let refused = 0;

      for (let i = 0; i < strings.length; i += 1) {
        let sent = Object.fromEntries(fields.map((field, j) => [field, strings[(i + j * stride) % strings.length]!]));
        for (let attempt = 0; attempt < 3 && Object.keys(sent).length > 0; attempt += 1) {
          const response = await call({ method: route.method, url, payload: { ...calibration.base(), ...sent } });
          const where = `${JSON.stringify(sent).slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 100)}`;
          if (response.statusCode >= 500) {
            failures.push(`5xx: ${where}`);
            break;
          }
          if (isSuccess(response.statusCode)) {
            for (const [field, value] of Object.entries(sent)) {
              const places = calibration.stored.get(field) ?? [];
              if (places.length === 0 || /password/i.test(field) || value.trim() === '') continue;
              if ((await columnsHolding(test.ctx.db, places, storedForms(field, value))).length > 0) stored += 1;
              else if (!(HTML_FIELD.test(field) && /[<>&]/.test(value))) failures.push(`stored differently: ${field}=${JSON.stringify(value).slice(0, 80)}`);
            }
            break;
          }
          if (!clearRefusal(response)) {
            failures.push(`unclear answer: ${where}`);
            break;
          }
          refused += 1;
          // Send again without the fields the answer blamed, so the strings in the others are tried too.
          const blamed = Object.keys((response.json().errors ?? {}) as Record<string, string>);
          if (!calibration.accepted || blamed.length === 0) break;
          sent = Object.fromEntries(Object.entries(sent).filter(([field]) => !blamed.includes(field)));
        }
      }
      const storedIn = fields.map((field) => `${field}→${(calibration.stored.get(field) ?? []).map((c) => `${c.table}.${c.column}`).join('|') || '-'}`);
      console.info(
        `${label(route)}: ${calibration.accepted ? `sample accepted; ${storedIn.join(', ')}` : `no sample accepted (${calibration.refusal}): refusals only`}; stored ${stored}, refused ${refused}`,
      );
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
