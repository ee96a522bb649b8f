import { EXPORT_FILES } from '@guardian/contracts';
import { downloadFile } from '../../../lib/download';

/** The same server term as the list, so the file holds what the table shows. */
export const exportUsers = (search: string | undefined) => downloadFile('/user/admin/export-users', EXPORT_FILES.users, { search });
