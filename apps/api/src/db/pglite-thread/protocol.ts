/**
 * The messages between the PGlite thread (worker.ts) and the process's side of it (client.ts). Everything in
 * them is structured-cloneable: row values (numbers, strings, Dates, bigints, byte arrays, JSON) cross as they
 * are, and a database error crosses as its fields, because a cloned Error keeps only its message.
 */
export type QueryShape = {
  rowMode: 'object' | 'array';
  /** Type OIDs handed back as PostgreSQL's text, unparsed (what drizzle asks for timestamps, dates, intervals). */
  textTypes: number[];
};

/**
 * A statement. `settings`: run it under these run-time parameters, in a transaction of its own that is rolled
 * back (Database.withSettings: a list plan's read in one message instead of four).
 */
export type QueryRequest = {
  id: number;
  kind: 'query';
  sql: string;
  params: unknown[];
  shape: QueryShape;
  transaction?: number;
  settings?: Readonly<Record<string, string>>;
};

export type Request =
  | QueryRequest
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; transaction: number; commit: boolean }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'unlisten'; listener: number }
  | { id: number; kind: 'close' };

export type Reply =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: ErrorFields }
  | { kind: 'notify'; listener: number; payload: string }
  | { kind: 'broken'; error: ErrorFields };

/** What callers read off a PostgreSQL error (the SQLSTATE above all: lib/db-errors.ts). */
const FIELDS = ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'position'] as const;
export type ErrorFields = { message: string; name: string } & Partial<Record<(typeof FIELDS)[number], string>>;

export function errorToFields(error: unknown): ErrorFields {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: ErrorFields = { message: String(source.message ?? error), name: String(source.name ?? 'Error') };
  for (const field of FIELDS) if (typeof source[field] === 'string') fields[field] = source[field];
  return fields;
}

export function errorFromFields(fields: ErrorFields): Error {
  const error = new Error(fields.message) as Error & Record<string, unknown>;
  error.name = fields.name;
  for (const field of FIELDS) if (fields[field] !== undefined) error[field] = fields[field];
  return error;
}
