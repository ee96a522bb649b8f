import type { ListPage } from './define-list';

/**
 * A page as a list call answers it: the rows in `data`, the total under the name the spec gives it for that
 * call (`TotalResult`, `totalResult` or `totalResults`), whether that total is an estimate, and the cursor of the
 * next page.
 */
export function listAnswer<Row, Total extends string>(page: ListPage<Row>, totalName: Total) {
  return { data: page.rows, ...({ [totalName]: page.total } as Record<Total, number>), totalIsEstimate: page.totalIsEstimate, nextCursor: page.nextCursor };
}
