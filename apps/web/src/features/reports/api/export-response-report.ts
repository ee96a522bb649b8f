import { reportsEndpoints, type ResponseReportQuery } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';

export const exportResponseReport = (query: ResponseReportQuery, onProgress?: OnDownloadProgress) =>
  downloadFile(reportsEndpoints.exportResponse, { query }, `response-report-${query.from}-${query.to}.csv`, onProgress);
