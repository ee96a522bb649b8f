import { EXPORT_FILES, panicEventsEndpoints } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';
import type { PanicEventFilters } from './list-panic-events';

export const exportPanicEvents = (filters: PanicEventFilters, onProgress?: OnDownloadProgress) =>
  downloadFile(panicEventsEndpoints.export, { query: filters }, EXPORT_FILES.panicEvents, onProgress);
