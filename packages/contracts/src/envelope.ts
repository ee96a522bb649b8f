import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';

/** Every response is `{ message, data }`; lists add the total under the name the spec gives it. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const messageOnly = z.object({ message: z.string() });
export const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const pageSize = z.coerce
  .number({ message: 'limit must be one of 10, 25, 50, 75, 100.' })
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'limit must be one of 10, 25, 50, 75, 100.');

/** Pages are counted from 1. Deep pages are allowed; the server seeks rather than skipping rows. */
export const pageQuery = z.object({
  limit: pageSize.default(DEFAULT_PAGE_SIZE),
  page_no: z.coerce.number({ message: 'page_no must be a whole number from 1.' }).int().min(1, 'page_no must be a whole number from 1.').max(10_000_000).default(1),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const searchText = z.string().max(100, 'Search must be at most 100 characters.');
