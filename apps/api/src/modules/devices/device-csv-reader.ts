import { DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_MAX_ROWS, en } from '@guardian/contracts';
import { checkDeviceHeader } from '@guardian/contracts/device-import-header';
import { CsvRecordReader, CsvSyntaxError, type CsvRecord } from '../../lib/csv-records';
import { AppError, badRequest } from '../../lib/errors';
import { NotTextError, utf8Text } from '../../lib/text-file';

type Column = (typeof DEVICE_IMPORT_COLUMNS)[number];
export type DeviceCsvRow = { line: number; cells: Record<Column, string | undefined> };

const m = en.devices;

const notCsv = (detail: string) => new AppError('unsupported_media', en.validation.csvOnly, { file: detail });
/** Every refusal here is about the one file part. */
const badFile = (message: string) => badRequest(message, { file: message });

function headerIndex(cells: string[]): Record<Column, number> {
  const check = checkDeviceHeader(cells);
  if (!check.ok) throw badFile(check.message);
  return check.index;
}

/**
 * The device rows of an uploaded file, judged while it streams in (the route's readFiles, lib/multipart.ts), so
 * no file costs more memory than its first DEVICE_IMPORT_MAX_ROWS rows: UTF-8 text that reads as CSV is a CSV
 * file, whatever its name; its first row must name the three columns (checkDeviceHeader); the first row past
 * the limit refuses the file at once. Each problem has its one message: "Only CSV files are allowed" (415)
 * only for content that is not CSV, a wrong header (400) names its columns, too many rows (400) names the
 * limit, a file over the upload size (413, lib/multipart.ts) names that.
 */
export async function readDeviceCsv(chunks: AsyncIterable<Buffer>): Promise<DeviceCsvRow[]> {
  const rows: DeviceCsvRow[] = [];
  let index: Record<Column, number> | undefined;
  const take = ({ cells, line }: CsvRecord) => {
    if (!index) {
      index = headerIndex(cells);
      return;
    }
    if (rows.length === DEVICE_IMPORT_MAX_ROWS) throw badFile(m.importTooManyRows(DEVICE_IMPORT_MAX_ROWS.toLocaleString('en-GB')));
    rows.push({ line, cells: { deviceId: cells[index.deviceId], deviceName: cells[index.deviceName], macAddress: cells[index.macAddress] } });
  };
  const reader = new CsvRecordReader(take);
  try {
    for await (const text of utf8Text(chunks)) reader.push(text);
    reader.end();
  } catch (error) {
    if (error instanceof NotTextError) throw notCsv(error.message);
    if (error instanceof CsvSyntaxError) throw notCsv('The file could not be read as CSV.');
    throw error;
  }
  if (!index) headerIndex([]);
  if (rows.length === 0) throw badFile(m.importEmpty);
  return rows;
}
