import { z } from 'zod';
import { searchText } from './envelope';

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
export const sortDirectionParam = blankAsDefault(
  z.enum(SORT_DIRECTIONS, { message: 'order must be DESC or ASC.' }).default('DESC'),
);

/**
 * Optional keyset cursor: the `nextCursor` of the page before. With it the server seeks straight to the page
 * instead of skipping `(page_no - 1) * limit` rows; without it (a bookmarked deep page) it falls back to
 * page_no. Opaque to clients.
 */
export const cursorParam = z.string().max(500, 'cursor is not valid.').optional();
