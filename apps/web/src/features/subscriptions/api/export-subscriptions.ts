import { EXPORT_FILES, subscriptionsEndpoints, type SubscriptionFilters } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';

/** The file holds every row that matches the list's current search, status and dates, in its order, streamed by the server. */
export const exportSubscriptions = (filters: SubscriptionFilters, onProgress?: OnDownloadProgress) =>
  downloadFile(subscriptionsEndpoints.exportSubscriptions, { query: filters }, EXPORT_FILES.subscriptions, onProgress);
