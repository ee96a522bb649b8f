import dayjs from 'dayjs';
import { intlLocale, language } from './i18n';

/**
 * Every date and time the app shows is written here, in one of three styles, one style per screen:
 * - `numeric`: d/M/Y (en-GB), the spec's style for its screens (section 9).
 * - `us`: M/DD/YYYY, the spec's style for the subscription list and details.
 * - `named`: day, named month, year ("27 Jan 2026"), which no reader can take month first: for the screens
 *   where the two styles above would meet (a user's page shows when they joined beside a subscription's
 *   start) and for Guardian's own screens beyond the spec (alarm desk, timeline, mail delivery, API keys).
 * Arabic names the month on every screen, in its own order with Latin digits (INTL_LOCALE, decision 023): its
 * date fields show the month's Arabic name, and a screen's dates match its fields; M/DD/YYYY and d/M/Y are
 * the spec's English styles (decision 057).
 */
export type DateStyle = 'numeric' | 'us' | 'named';

type When = string | Date | null | undefined;

/** The style a screen asks for, as the app's language writes it. */
const styleIn = (style: DateStyle): DateStyle => (language === 'ar' ? 'named' : style);

const OPTIONS: Record<'numeric' | 'named', Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  named: { day: 'numeric', month: 'short', year: 'numeric' },
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale()} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(intlLocale(), options)));
  return found;
}

/** A day in the given style; '' for no date. */
export function formatDate(value: When, style: DateStyle = 'numeric'): string {
  if (!value) return '';
  const written = styleIn(style);
  if (written === 'us') return dayjs(value).format('M/DD/YYYY');
  return formatter(OPTIONS[written]).format(new Date(value));
}

/** A day and its time (24-hour in English) in the given style; '' for no date. */
export function formatDateTime(value: When, style: Exclude<DateStyle, 'us'> = 'numeric'): string {
  if (!value) return '';
  return formatter({ ...OPTIONS[styleIn(style) as Exclude<DateStyle, 'us'>], ...TIME }).format(new Date(value));
}

/**
 * A whole UTC day ('2026-11-22') read in UTC, so no time zone moves it to the day before, in the screen's style
 * (`numeric` or `named`); `short` drops the year.
 */
export function formatUtcDay(day: string, { short = false, style = 'numeric' }: { short?: boolean; style?: Exclude<DateStyle, 'us'> } = {}): string {
  const { year: _year, ...withoutYear } = OPTIONS[styleIn(style) as Exclude<DateStyle, 'us'>];
  return formatter({ ...withoutYear, ...(short ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * How a date field writes its day (dayjs tokens, for @mantine/dates): 22/11/2026 in English, the spec's
 * d/M/Y; in Arabic the day, the month's Arabic name and the year, read right to left.
 */
export const dateInputFormat = (): string => (language === 'ar' ? 'D MMMM YYYY' : 'DD/MM/YYYY');

/**
 * A day typed in a date field, as 'YYYY-MM-DD', or null while it is not one: d/M/Y (22/11/2026, 22-11-2026)
 * in every language, and YYYY-MM-DD as pasted from a link.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}
