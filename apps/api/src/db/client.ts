import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * `location` undefined opens an in-memory PGlite (tests); a directory opens or creates one there.
 * drizzle-kit cannot apply the pg_trgm migration on PGlite, so migrations run from code (STACK.md).
 */
export async function openPglite(location?: string): Promise<Database> {
  if (location) fs.mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process; the request that used it fails and the pool reconnects.
  pool.on('error', () => {});
  // The pool listens only to idle clients: a client checked out (in a transaction) when the server ends the
  // connection would emit an unheard 'error' and end the process. Its pending query fails instead (503).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
