import { devicesEndpoints, EXPORT_FILES } from '@guardian/contracts';
import { downloadFile, type OnDownloadProgress } from '../../../lib/download';
import { deviceFilterQuery, type DeviceListFilters } from './list-devices';

/** The server streams every matching device as DeviceManagement.csv. */
export const exportDevices = (filters: DeviceListFilters, onProgress?: OnDownloadProgress) =>
  downloadFile(devicesEndpoints.exportDevices, { query: deviceFilterQuery(filters) }, EXPORT_FILES.devices, onProgress);
