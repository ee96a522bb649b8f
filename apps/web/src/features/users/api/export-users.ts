import { EXPORT_FILES, usersEndpoints } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';
import type { UserListFilters } from './list-users';

/** The same server term and order as the list, so the file holds what the table shows. */
export const exportUsers = (filters: UserListFilters, onProgress?: OnDownloadProgress) =>
  downloadFile(usersEndpoints.exportUsers, { query: filters }, EXPORT_FILES.users, onProgress);
