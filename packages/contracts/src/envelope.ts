import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';
import { requestsMessages as r } from './messages/requests';

/** Every response is `{ message, data }`; lists add the total under the name the spec gives it. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const messageOnly = z.object({ message: z.string() });
export const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const pageSize = z.coerce
  .number({ message: r.pageSize })
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), r.pageSize);

/** Pages are counted from 1. Deep pages are allowed; the server seeks rather than skipping rows. */
export const pageQuery = z.object({
  limit: pageSize.default(DEFAULT_PAGE_SIZE),
  page_no: z.coerce
    .number({ message: r.fields.wholeNumberFrom('page_no', 1) })
    .int()
    .min(1, r.fields.wholeNumberFrom('page_no', 1))
    .max(10_000_000)
    .default(1),
});

export const searchText = z.string().max(100, r.searchTooLong);
