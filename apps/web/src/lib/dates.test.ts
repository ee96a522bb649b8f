import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dateInputFormat, formatDate, formatDateTime, formatUtcDay, parseTypedDay } from './dates';

// The module reads the app's language; each test picks it here instead of starting the whole catalogue.
const app = vi.hoisted(() => ({ language: 'en' as 'en' | 'ar' }));
vi.mock('./i18n', () => ({
  get language() {
    return app.language;
  },
  intlLocale: () => (app.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB'),
}));

const JOINED = '2026-01-27T09:05:00Z';
const STARTED = '2026-12-01T00:00:00Z';

describe('dates in English', () => {
  beforeEach(() => void (app.language = 'en'));

  it('writes the spec screens d/M/Y, the subscription screens M/DD/YYYY, and names the month elsewhere', () => {
    expect(formatDate(JOINED)).toBe('27/01/2026');
    expect(formatDate(STARTED, 'us')).toBe('12/01/2026');
    expect(formatDate('2026-03-04T12:00:00Z', 'us')).toBe('3/04/2026');
    expect(formatDate(JOINED, 'named')).toBe('27 Jan 2026');
    expect(formatDate(STARTED, 'named')).toBe('1 Dec 2026');
    expect(formatDateTime(JOINED, 'named')).toMatch(/^27 Jan 2026,? \d{2}:\d{2}$/);
    expect(formatDateTime(JOINED)).toMatch(/^27\/01\/2026, \d{2}:\d{2}$/);
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined, 'named')).toBe('');
  });

  it('writes a UTC day as the day it is, and date fields day first', () => {
    expect(formatUtcDay('2026-11-22')).toBe('22/11/2026');
    expect(formatUtcDay('2026-11-22', { short: true })).toBe('22/11');
    expect(formatUtcDay('2026-12-31', { style: 'named' })).toBe('31 Dec 2026');
    expect(dateInputFormat()).toBe('DD/MM/YYYY');
  });

  it('reads a typed day d/M/Y or YYYY-MM-DD, and nothing that is not a day', () => {
    expect(parseTypedDay('22/11/2026')).toBe('2026-11-22');
    expect(parseTypedDay(' 2/3/2026 ')).toBe('2026-03-02');
    expect(parseTypedDay('22-11-2026')).toBe('2026-11-22');
    expect(parseTypedDay('2026-11-22')).toBe('2026-11-22');
    for (const wrong of ['31/02/2026', '11/22/2026', '2026/11/22', 'yesterday', '']) expect(parseTypedDay(wrong), wrong).toBeNull();
  });
});

describe('dates in Arabic', () => {
  beforeEach(() => void (app.language = 'ar'));

  it('names the month in Arabic with Latin digits on every screen, as its date fields do', () => {
    const january = new Intl.DateTimeFormat('ar', { month: 'long' }).format(new Date(JOINED));
    expect(formatDate(JOINED, 'named')).toContain(january);
    expect(formatDate(JOINED, 'named')).toMatch(/27/);
    expect(formatDate(JOINED, 'named')).toMatch(/2026/);
    expect(formatDate(JOINED, 'named')).not.toMatch(/Jan|\//);
    expect(formatDate(STARTED, 'us')).toBe(formatDate(STARTED, 'named'));
    expect(formatDate(STARTED)).toBe(formatDate(STARTED, 'named'));
    expect(formatDateTime(JOINED)).toContain(january);
    expect(formatUtcDay('2026-01-27')).toBe(formatDate(JOINED, 'named'));
    expect(formatUtcDay('2026-01-27', { short: true })).toContain(january);
    expect(formatDate(STARTED)).not.toMatch(/[٠-٩]/);
    expect(dateInputFormat()).toBe('D MMMM YYYY');
  });
});
