import { sql } from 'drizzle-orm';
import { en } from '@guardian/contracts';
import { choiceCell, dateCell, textCell } from '../../lib/csv-cells';
import { escapeFormula, type CsvColumn } from '../../lib/csv-export';
import type { DeviceRecord } from './devices.repository';

const exportDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/**
 * DeviceManagement.csv, cells over devices.list's `d` and its holder `h`. The first three columns are the import
 * template's, so an export can be edited and imported elsewhere.
 */
export const DEVICE_CSV_COLUMNS: CsvColumn<DeviceRecord>[] = [
  { header: 'deviceId', value: (row) => row.deviceId, cell: textCell(sql`d.device_id`) },
  { header: 'deviceName', value: (row) => row.deviceName, cell: textCell(sql`d.device_name`) },
  { header: 'macAddress', value: (row) => row.macAddress, cell: textCell(sql`d.mac_address`) },
  {
    header: 'allocatedTo',
    value: (row) => (row.hasUser ? row.userName : en.devices.notApplicable),
    cell: sql`case when h.held then ${textCell(sql`h.user_name`)} else ${escapeFormula(en.devices.notApplicable)} end`,
  },
  {
    header: 'status',
    value: (row) => (row.isActive ? en.devices.active : en.devices.inactive),
    cell: choiceCell(sql`d.is_active`, [[true, en.devices.active]], en.devices.inactive),
  },
  { header: 'addedOn', value: (row) => exportDate.format(row.createdAt), cell: dateCell(sql`d.created_at`, 'dmy') },
];
