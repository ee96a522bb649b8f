import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query';
import { seedDemoData } from '../src/seed/demo-data';
import { asRole, createTestApp, type TestApp } from './helper';
import { columnsHolding, sampleBody, textColumns, type SampleOptions } from './hostile-input-support';
import { loadRoutes, urlFor, type RouteInfo } from './security-openapi';

export type Column = Awaited<ReturnType<typeof textColumns>>[number];

export type Calibration = {
  params: Record<string, string>;
  /** A body the route accepted (fresh markers on each call), or the best guess when none was. */
  base: () => Record<string, unknown>;
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

/** The app on a database with the demo data, its route table, and a super admin who outlives logouts. */
export async function createHarness() {
  const test: TestApp = await createTestApp();
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

  let caller = await asRole(test, 2);
  /** Calls as the super admin; a route that ended the session (logout, password change) gets a new one. */
  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await caller.call(options);
    if (response.statusCode !== 401) return response;
    caller = await asRole(test, 2);
    return caller.call(options);
  }

  /** Finds path parameters and a sample body the route accepts, and where each string field is stored. */
  async function calibrate(route: RouteInfo, fields: string[]): Promise<Calibration> {
    const candidates = route.pathParams.length ? idCandidates : ['1'];
    let refusal: string | undefined;
    for (const options of [{}, { currentPassword: true }] as SampleOptions[]) {
      for (const candidate of candidates) {
        const params = Object.fromEntries(route.pathParams.map((name) => [name, candidate]));
        const body = sampleBody(route.body, options);
        const response = await call({ method: route.method, url: urlFor(route, params), payload: body });
        if (!isSuccess(response.statusCode)) {
          refusal = `${response.statusCode} ${response.body.slice(0, 160)}`;
          continue;
        }
        const stored = new Map<string, Column[]>();
        for (const field of fields) stored.set(field, await columnsHolding(test.ctx.db, columns, [String(body[field])]));
        return { params, base: () => sampleBody(route.body, options), accepted: true, stored };
      }
    }
    const params = Object.fromEntries(route.pathParams.map((name) => [name, candidates[0]!]));
    return { params, base: () => sampleBody(route.body), accepted: false, stored: new Map(), refusal };
  }

  return { test, routes, columns, call, calibrate };
}
