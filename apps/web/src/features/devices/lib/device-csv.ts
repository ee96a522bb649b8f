import Papa from 'papaparse';
import { DEVICE_IMPORT_COLUMNS, type DeviceBody } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

export const PREVIEW_ROWS = 10;

export type CsvPreview = { rowCount: number; rows: Required<DeviceBody>[] };
export type CsvCheck = { ok: true; preview: CsvPreview } | { ok: false; message: string; detail?: string };

const notCsv = (detail?: string): CsvCheck => ({ ok: false, message: t.validation.csvOnly, detail });

/** The template: the header row and one example (spec section 9's columns, in that order). */
export const TEMPLATE_CSV = `${DEVICE_IMPORT_COLUMNS.join(',')}\r\nGRD-90000001,Guardian Band 900001,AA:BB:CC:DD:EE:FF\r\n`;
export const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`;

/**
 * Reads the chosen file in the browser for the preview, and refuses what is plainly not our CSV before
 * anything is uploaded: another extension, binary content (NUL bytes, or bytes that are not UTF-8 and
 * decode to U+FFFD), a broken quote, or a first row without the three columns. The server checks again.
 */
export async function readDeviceCsv(file: File): Promise<CsvCheck> {
  if (!/\.csv$/i.test(file.name)) return notCsv();
  const text = await file.text();
  // eslint-disable-next-line no-control-regex -- a NUL byte is how binary content shows
  if (/[\u0000\uFFFD]/.test(text)) return notCsv();
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (result.errors.some((error) => error.type === 'Quotes')) return notCsv();
  const [header = [], ...rows] = result.data;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const index = DEVICE_IMPORT_COLUMNS.map((column) => names.indexOf(column.toLowerCase()));
  if (index.some((position) => position < 0)) return notCsv(t.devices.importHeaderMissing);
  if (rows.length === 0) return { ok: false, message: t.devices.importEmpty };
  const [idAt, nameAt, macAt] = index as [number, number, number];
  return {
    ok: true,
    preview: {
      rowCount: rows.length,
      rows: rows.slice(0, PREVIEW_ROWS).map((cells) => ({ deviceId: cells[idAt] ?? '', deviceName: cells[nameAt] ?? '', macAddress: cells[macAt] ?? '' })),
    },
  };
}
