import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
