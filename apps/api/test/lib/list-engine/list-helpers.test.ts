import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planIntervalOf, platformOf } from '@guardian/contracts';
import { csvDate, escapeFormula } from '../../../src/lib/csv-export';
import { decodeCursor, encodeCursor, type SortKey } from '../../../src/lib/list-engine';
import { containsPattern } from '../../../src/lib/sql-helpers';

const byDate: SortKey = { name: 'createdAt', column: sql`created_at`, type: 'timestamptz', id: sql`id`, direction: 'desc' };

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 7700', "'+44 7700"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Amara', 'Amara'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('escapes %j as %j', (value, escaped) => expect(escapeFormula(value)).toBe(escaped));

  it('writes UTC dates as d/M/Y or M/DD/YYYY', () => {
    expect(csvDate('2025-03-04T23:05:09.000Z', 'dmy')).toBe('04/03/2025');
    expect(csvDate('2025-03-04T23:05:09.000Z', 'dmy', true)).toBe('04/03/2025 23:05:09');
    expect(csvDate('2025-03-04T23:05:09.000Z', 'mdy')).toBe('3/04/2025');
  });
});

describe('keyset cursors', () => {
  it('round-trips a row key with microseconds', () => {
    const cursor = encodeCursor(byDate, { sortValue: '2025-01-10 12:00:00.123456+00', id: 42 });
    expect(decodeCursor(byDate, cursor)).toEqual({ value: '2025-01-10 12:00:00.123456+00', id: 42 });
  });

  it.each([
    ['not base64 json', 'x'],
    ['another order', Buffer.from(JSON.stringify(['userName:desc', 'a', 1])).toString('base64url')],
    ['another direction', Buffer.from(JSON.stringify(['createdAt:asc', '2025-01-10 12:00:00+00', 1])).toString('base64url')],
    ['a bad date', Buffer.from(JSON.stringify(['createdAt:desc', '2025-02-30x', 1])).toString('base64url')],
    ['a negative id', Buffer.from(JSON.stringify(['createdAt:desc', '2025-01-10 12:00:00+00', -1])).toString('base64url')],
  ])('refuses %s with a 400', (_, raw) => {
    expect(() => decodeCursor(byDate, raw)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('small rules', () => {
  it('takes % _ and \\ literally in a search', () => expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%'));
  it('shows Monthly only for a monthly plan id, Apple only for ios', () => {
    expect(planIntervalOf(1, new Set([1]))).toBe('monthly');
    expect(planIntervalOf(2, new Set([1]))).toBe('yearly');
    expect(platformOf('ios')).toBe('apple');
    expect(platformOf('android')).toBe('google');
  });
});
