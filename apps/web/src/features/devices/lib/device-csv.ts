import Papa from 'papaparse';
import { DEVICE_IMPORT_COLUMNS, type DeviceBody } from '@guardian/contracts';
import { checkDeviceHeader } from '@guardian/contracts/device-import-header';
import { t } from '../../../lib/i18n';

export const PREVIEW_ROWS = 10;

export type CsvPreview = { rowCount: number; rows: Required<DeviceBody>[] };
export type CsvCheck = { ok: true; preview: CsvPreview } | { ok: false; message: string };

const notCsv = (): CsvCheck => ({ ok: false, message: t.validation.csvOnly });

/** The template: the header row and one example (spec section 9's columns, in that order). */
export const TEMPLATE_CSV = `${DEVICE_IMPORT_COLUMNS.join(',')}\r\nGRD-90000001,Guardian Band 900001,AA:BB:CC:DD:EE:FF\r\n`;
export const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`;

/**
 * Reads the chosen file in the browser for the preview, and refuses what is plainly not our CSV before
 * anything is uploaded, with one message per problem: content that is not CSV (NUL bytes, bytes that are not
 * UTF-8 and decode to U+FFFD, a broken quote) is "Only CSV files are allowed", whatever the file's name; a
 * first row without the three columns names them (checkDeviceHeader). The server checks again.
 */
export async function readDeviceCsv(file: File): Promise<CsvCheck> {
  const text = await file.text();
  // eslint-disable-next-line no-control-regex -- a NUL byte is how binary content shows
  if (/[\u0000\uFFFD]/.test(text)) return notCsv();
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (result.errors.some((error) => error.type === 'Quotes')) return notCsv();
  const [header = [], ...rows] = result.data;
  const headerCheck = checkDeviceHeader(header, t.devices);
  if (!headerCheck.ok) return { ok: false, message: headerCheck.message };
  if (rows.length === 0) return { ok: false, message: t.devices.importEmpty };
  const { deviceId: idAt, deviceName: nameAt, macAddress: macAt } = headerCheck.index;
  return {
    ok: true,
    preview: {
      rowCount: rows.length,
      rows: rows.slice(0, PREVIEW_ROWS).map((cells) => ({ deviceId: cells[idAt] ?? '', deviceName: cells[nameAt] ?? '', macAddress: cells[macAt] ?? '' })),
    },
  };
}
