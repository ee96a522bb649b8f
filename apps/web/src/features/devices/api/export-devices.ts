import { EXPORT_FILES } from '@guardian/contracts';
import { downloadFile } from '../../../lib/download';
import { deviceFilterQuery, type DeviceFilterValues } from './list-devices';

/** The server streams every matching device as DeviceManagement.csv. */
export const exportDevices = (filters: DeviceFilterValues) => downloadFile('/device-inventory/export', EXPORT_FILES.devices, deviceFilterQuery(filters));
