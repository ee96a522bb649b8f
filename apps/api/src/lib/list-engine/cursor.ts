import { badRequest } from '../errors';
import type { Cursor, SortKey } from './sort-key';

/**
 * The `nextCursor` a list answers and takes back as `cursor`: the order's name and direction, the last row's
 * sort value and id, as base64url JSON. Opaque to clients; checked here so that an altered or foreign cursor
 * is a 400 with a clear message, never a SQL error.
 */
export const CURSOR_INVALID = 'cursor is not valid for this list and order; load the page without it.';

export function encodeCursor(key: SortKey, row: { sortValue: string; id: number }): string {
  return Buffer.from(JSON.stringify([`${key.name}:${key.direction}`, row.sortValue, row.id])).toString('base64url');
}

export function decodeCursor(key: SortKey, raw: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(CURSOR_INVALID);
  const [order, value, id] = parsed as unknown[];
  if (order !== `${key.name}:${key.direction}` || typeof value !== 'string' || !validValue(key, value)) throw badRequest(CURSOR_INVALID);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw badRequest(CURSOR_INVALID);
  return { value, id };
}

/** As PostgreSQL prints a timestamptz: '2024-05-01 10:00:00.123456+00'. */
const TIMESTAMP_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d{1,6})?)([+-]\d\d)(?::?(\d\d))?$/;

/** A value the database would refuse (a bad date, a NUL byte) must stop here, not as a SQL error. */
function validValue(key: SortKey, value: string): boolean {
  if (value.length > 300 || value.includes('\u0000')) return false;
  if (key.type === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (key.type === 'timestamptz') {
    const match = TIMESTAMP_TEXT.exec(value);
    return match !== null && !Number.isNaN(Date.parse(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}`));
  }
  return true;
}
