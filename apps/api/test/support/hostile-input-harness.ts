import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query';
import { authAttempts } from '../../src/db/schema';
import { createApiKey } from '../../src/modules/integrations/integrations.service';
import { seedDemoData } from '../../src/seed/demo-data';
import { asRole, createTestApp, type TestApp } from './helper';
import { columnsHolding, fileFields, sampleBody, textColumns, type SampleOptions } from './hostile-input-support';
import { mp3OfFrames } from './mp3-fixtures';
import { multipartBody, type FilePart } from './multipart-body';
import { loadRoutes, urlFor, type JsonSchema, type RouteInfo } from './security-openapi';
import { png } from './users-fixtures';

export type Column = Awaited<ReturnType<typeof textColumns>>[number];

export const JSON_BODY = 'application/json';
export const MULTIPART = 'multipart/form-data';
export type Encoding = typeof JSON_BODY | typeof MULTIPART;

/** The encodings of a route's body the tests can send, from its document. */
export const encodingsOf = (route: RouteInfo): Encoding[] => [JSON_BODY, MULTIPART].filter((type): type is Encoding => route.bodyTypes.includes(type));

/** The body's schema as sent in this encoding (a form has file parts that JSON has not). */
export const schemaOf = (route: RouteInfo, encoding: Encoding): JsonSchema | undefined => route.bodies[encoding] ?? route.body;

/**
 * The body of a request: JSON as it is, or a form beside the files: values as text, as a browser's FormData
 * sends them, except objects and arrays, which a client can send only as parts declared application/json.
 * A form cannot say null: such fields are left out.
 */
export function encode(encoding: Encoding, body: Record<string, unknown>, files: Record<string, FilePart> = {}): Pick<InjectOptions, 'payload' | 'headers'> {
  if (encoding === JSON_BODY) return { payload: body };
  const parts = Object.entries(body)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, typeof value === 'object' ? { value: JSON.stringify(value), contentType: JSON_BODY } : String(value)]);
  return multipartBody(Object.fromEntries(parts), files);
}

/** What the server can receive of a sent string: a form travels as UTF-8, which has no lone surrogates. */
export const received = (encoding: Encoding, value: string) => (encoding === JSON_BODY ? value : Buffer.from(value, 'utf8').toString('utf8'));

/** A small valid file of each media type a form may ask for. */
const FIXTURES: Record<string, () => FilePart> = {
  'image/png': () => ({ filename: 'sample.png', contentType: 'image/png', bytes: png() }),
  'audio/mpeg': () => ({ filename: 'sample.mp3', contentType: 'audio/mpeg', bytes: mp3OfFrames(40) }),
};

/** A fixture for each file part of the form whose media types include one we have. */
function sampleFiles(form: JsonSchema | undefined): Record<string, FilePart> {
  const files: Record<string, FilePart> = {};
  for (const field of fileFields(form)) {
    const type = field.types.find((candidate) => FIXTURES[candidate]);
    if (type) files[field.name] = FIXTURES[type]!();
  }
  return files;
}

export type Calibration = {
  params: Record<string, string>;
  /** A body the route accepted (fresh markers on each call), or the best guess when none was. */
  base: () => Record<string, unknown>;
  /** The files sent with it: none when the form was accepted without (they are tried only when needed). */
  files: Record<string, FilePart>;
  /** The request's body in the calibrated encoding, with those files. */
  send: (body: Record<string, unknown>) => Pick<InjectOptions, 'payload' | 'headers'>;
  accepted: boolean;
  /** Where each string field of the accepted sample was found in the database. */
  stored: Map<string, Column[]>;
  /** The answer to the last sample tried, when none was accepted (for the report). */
  refusal?: string;
};

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** A refusal an operator can act on: a 4xx other than 401, with a message. */
export function clearRefusal(response: LightMyRequestResponse): boolean {
  if (response.statusCode < 400 || response.statusCode >= 500 || response.statusCode === 401) return false;
  try {
    const message = response.json().message;
    return typeof message === 'string' && message.length > 0;
  } catch {
    return false;
  }
}

/**
 * The app on a database with the demo data, its route table, and a super admin who outlives logouts. Routes
 * of the alarm service (service-key routes) are called with a service key instead, whose per-minute limit is
 * lifted: these tests send thousands of calls a minute on purpose.
 */
export async function createHarness() {
  const test: TestApp = await createTestApp({ apiKeyCallsPerMinute: Number.MAX_SAFE_INTEGER });
  await seedDemoData(test.ctx.db, test.ctx.storage);
  const routes = await loadRoutes(test.app);
  const columns = await textColumns(test.ctx.db);

  // Ids that exist, for path parameters: the first rows of every table with a numeric id.
  const tables = await queryRows<{ table_name: string }>(
    test.ctx.db,
    sql`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'id' and data_type in ('bigint', 'integer')`,
  );
  const ids = new Set<string>();
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(test.ctx.db, sql`select id::text as id from ${sql.identifier(table_name)} order by id limit 20`);
    for (const row of rows) ids.add(row.id);
  }
  const idCandidates = [...ids].sort((a, b) => Number(a) - Number(b));
  // The alarm service names an alert by its own id: a few that exist, for {alert_unique_id}.
  const alertIds = (await queryRows<{ id: string }>(test.ctx.db, sql`select alert_unique_id as id from panic_events order by id limit 5`)).map((row) => row.id);

  const newKey = async () => (await createApiKey(test.ctx, { accountId: null, email: 'hostile-input tests' }, 'Hostile input')).key;
  let key = await newKey();
  const keyed = routes.filter((route) => route.serviceKey).map((route) => new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`));
  const isKeyed = (url: unknown) => typeof url === 'string' && keyed.some((pattern) => pattern.test(url));

  let caller = await asRole(test, 2);
  /** Calls as the super admin; a route that ended the session (logout, password change) gets a new one. */
  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    if (isKeyed(options.url)) {
      // The revoke route, called with ids that exist, may revoke this very key: a 401 gets a new one.
      const withKey = () => test.app.inject({ ...options, headers: { ...(options.headers ?? {}), 'x-api-key': key } });
      const response = await withKey();
      if (response.statusCode !== 401) return response;
      key = await newKey();
      return withKey();
    }
    const response = await caller.call(options);
    if (response.statusCode !== 401) return response;
    // Hostile strings sent as passwords (sign-in, unlock, change-password) count as failed sign-ins from this
    // address, and five on the lock screen end the session: the fresh session must not be refused for them.
    await test.ctx.db.delete(authAttempts);
    caller = await asRole(test, 2);
    return caller.call(options);
  }

  /**
   * Finds path parameters and a sample body the route accepts, and where each string field is stored. A form
   * is tried without files first, then with a small valid file in each documented file part.
   */
  async function calibrate(route: RouteInfo, fields: string[], encoding: Encoding = encodingsOf(route)[0] ?? JSON_BODY): Promise<Calibration> {
    const schema = schemaOf(route, encoding);
    const candidates = route.pathParams.includes('alert_unique_id') ? alertIds : route.pathParams.length ? idCandidates : ['1'];
    const fileSets = encoding === MULTIPART && fileFields(schema).length > 0 ? [{}, sampleFiles(schema)] : [{}];
    const calibration = (params: Record<string, string>, files: Record<string, FilePart>, options: SampleOptions = {}) => ({
      params,
      base: () => sampleBody(schema, options),
      files,
      send: (body: Record<string, unknown>) => encode(encoding, body, files),
    });
    let refusal: string | undefined;
    for (const files of fileSets) {
      for (const options of [{}, { currentPassword: true }] as SampleOptions[]) {
        // One body for every candidate id: a refused call stores nothing, so its markers are still new for the
        // next id. Where each value was before the calls (a country code, say) tells nothing about where it is
        // stored; that look through every text column is made once, not once per id.
        const body = sampleBody(schema, options);
        const before = new Map<string, Column[]>();
        for (const field of fields) before.set(field, await columnsHolding(test.ctx.db, columns, [String(body[field])]));
        for (const candidate of candidates) {
          const params = Object.fromEntries(route.pathParams.map((name) => [name, candidate]));
          const response = await call({ method: route.method, url: urlFor(route, params), ...encode(encoding, body, files) });
          if (!isSuccess(response.statusCode)) {
            refusal = `${response.statusCode} ${response.body.slice(0, 160)}`;
            continue;
          }
          const stored = new Map<string, Column[]>();
          for (const field of fields) {
            const after = await columnsHolding(test.ctx.db, columns, [String(body[field])]);
            stored.set(
              field,
              after.filter((column) => !before.get(field)!.some((old) => old.table === column.table && old.column === column.column)),
            );
          }
          return { ...calibration(params, files, options), accepted: true, stored };
        }
      }
    }
    const params = Object.fromEntries(route.pathParams.map((name) => [name, candidates[0]!]));
    return { ...calibration(params, fileSets.at(-1)!), accepted: false, stored: new Map(), refusal };
  }

  return { test, routes, columns, call, calibrate };
}
