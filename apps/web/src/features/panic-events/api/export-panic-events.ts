import { EXPORT_FILES } from '@guardian/contracts';
import { downloadFile } from '../../../lib/download';
import type { PanicEventFilters } from './list-panic-events';

export const exportPanicEvents = (filters: PanicEventFilters) =>
  downloadFile('/admin/export-panic-event-data', EXPORT_FILES.panicEvents, { order: filters.order, keyword: filters.keyword, order_by: filters.orderBy });
