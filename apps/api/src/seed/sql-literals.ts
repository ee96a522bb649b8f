import { sql, type SQL } from 'drizzle-orm';

/** A text[] literal for generated SQL: the seed draws names from arrays inside the database. */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`)}`;
}

export function numberArray(values: readonly number[]): SQL {
  return sql.raw(`array[${values.map((v) => Number(v)).join(',')}]::float8[]`);
}
