import { EXPORT_FILES } from '@guardian/contracts';
import { downloadFile } from '../../../lib/download';
import type { EmergencyContactFilters } from './list-emergency-contacts';

export const exportEmergencyContacts = (filters: EmergencyContactFilters) =>
  downloadFile('/admin/export-emergency-contact-data', EXPORT_FILES.emergencyContacts, {
    active_status: filters.activeStatus,
    keyword: filters.keyword,
  });
