import { z } from 'zod';
import { searchText } from './envelope';
import { en } from './messages';

/**
 * Query-string pieces shared by the filtered lists. A filter sent empty (`status=`, as a form does) means
 * "not given" and takes its default; any other value outside the codes fails with a message that lists them.
 */
export const blankAsDefault = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : typeof value === 'number' ? String(value) : value), schema);

/** Free-text search; trimmed, so a stray space does not turn into a search for a space. */
export const keywordParam = searchText.trim().default('');

/** ORDER BY direction as the spec writes it (default panic order: DESC). */
export const SORT_DIRECTIONS = ['DESC', 'ASC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const sortDirectionParam = blankAsDefault(z.enum(SORT_DIRECTIONS, { message: en.requests.sortDirection }).default('DESC'));

/**
 * Optional keyset cursor: the `nextCursor` of the page before. With it the server seeks straight to the page
 * instead of skipping `(page_no - 1) * limit` rows; without it (a bookmarked deep page) it falls back to
 * page_no. Opaque to clients.
 */
export const cursorParam = z.string().max(500, en.requests.cursorInvalid).optional();

/**
 * What every list answers beside its rows and its total (which keeps the spec's name: TotalResult, totalResult
 * or totalResults): whether that total is an estimate (above the one exact-count cap, so the pager says
 * "about 47,000"), and the cursor of the next page (null on the last) to send back as `cursor`.
 */
export const listPageFields = {
  totalIsEstimate: z.boolean(),
  nextCursor: z.string().nullable(),
};

const l = en.lists.validation;

/** 'a, b or c': how a query error names the values it takes. */
export const oneOfChoices = (choices: readonly string[]): string =>
  choices.length < 2 ? (choices[0] ?? '') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;

/**
 * A list's sortable columns, by the names its rows use: `order_by` picks one (blank or absent: the list's
 * default), `order` its direction (sortDirectionParam), as the spec's panic event list already sends them. Each
 * name is an order the API's list declares with the index that serves it.
 */
export const orderByParam = <const C extends readonly [string, ...string[]]>(columns: C, fallback: C[number]) =>
  blankAsDefault(z.enum(columns, { message: l.orderByInvalid(oneOfChoices(columns)) }).default(fallback));

/** A day (YYYY-MM-DD, UTC) or an instant with its offset: the web sends the operator's local day as instants. */
const dayOrInstant = blankAsDefault(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: l.dateInvalid }).optional());

/** `from` and `to` of a list's date filter; refine the whole query with `withOrderedRange` (an object with a refinement cannot be extended). */
export const dateRangeFields = { from: dayOrInstant, to: dayOrInstant };

/**
 * The instants a range covers: `from` from its first moment; a day given as `to` includes that whole day (the
 * bound returned is exclusive), an instant given as `to` is included.
 */
export function dateRangeBounds(range: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const from = range.from ? new Date(isDay(range.from) ? `${range.from}T00:00:00Z` : range.from) : undefined;
  let to: Date | undefined;
  if (range.to) to = isDay(range.to) ? new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000) : new Date(Date.parse(range.to) + 1);
  return { from, to };
}

/** A list query with dateRangeFields, refined so the end is not before the start (400 naming `to`). */
export const withOrderedRange = <T extends z.ZodType<{ from?: string; to?: string }>>(query: T) =>
  query.refine(
    (value) => {
      const { from, to } = dateRangeBounds(value);
      return !from || !to || from < to;
    },
    { message: l.rangeInvalid, path: ['to'] },
  );
