import { EXPORT_FILES, emergencyContactsEndpoints } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';
import type { EmergencyContactFilters } from './list-emergency-contacts';

export const exportEmergencyContacts = ({ activeStatus, ...filters }: EmergencyContactFilters, onProgress?: OnDownloadProgress) =>
  downloadFile(
    emergencyContactsEndpoints.exportEmergencyContacts,
    { query: { ...filters, active_status: activeStatus } },
    EXPORT_FILES.emergencyContacts,
    onProgress,
  );
