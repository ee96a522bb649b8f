/** The one list engine (docs/decisions/024-one-list-engine.md): declare a list with `defineList`, serve its pages, total and export. */
export { defineList, EXPORT_BATCH, type List, type ListDeclaration, type ListEnv, type ListPage, type PageRequest } from './define-list';
export { type ListContext } from './list-context';
export { CURSOR_INVALID, decodeCursor, encodeCursor } from './cursor';
export { directionOf, type Cursor, type SortChoice, type SortKey, type SortOrder, type SortOrders } from './sort-key';
export { type ListExport, type OpenExport } from './list-export';
export { listAnswer } from './list-answer';
export { type Plan } from './page-plan';
export { EXACT_TOTAL_CAP, countMatching, countTable, listTotal, type SearchShare, type Total, type TotalsReader } from './totals';
export { createdBetween } from './date-range';
export { MARK_EVERY, buildPageMarks, refreshPageMarks, type MarkedList } from './page-marks';
