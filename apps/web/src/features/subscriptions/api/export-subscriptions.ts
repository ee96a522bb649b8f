import { EXPORT_FILES } from '@guardian/contracts';
import { downloadFile } from '../../../lib/download';
import type { SubscriptionFilters } from './list-subscriptions';

/** The file holds every row that matches the list's current search and status, streamed by the server. */
export const exportSubscriptions = (filters: SubscriptionFilters) =>
  downloadFile('/subscription/admin/export-users', EXPORT_FILES.subscriptions, { keyword: filters.keyword, status: filters.status });
