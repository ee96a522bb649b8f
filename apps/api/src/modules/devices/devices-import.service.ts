import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_MAX_ROWS,
  deviceBody,
  en,
  type DeviceValues,
  type ImportReport,
  type ImportRowError,
} from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { forgetTableCount } from '../../lib/row-count';
import { decodeTextFile } from '../../lib/text-file';
import type { UploadedFile } from '../../lib/multipart';
import { existingDeviceIds, insertDevicesInBatches } from './devices.repository';

const m = en.devices;
/** The report lists this many problems at most; the count says how many there were in all. */
const REPORT_MAX = 500;

type ParsedRow = { line: number; cells: Record<(typeof DEVICE_IMPORT_COLUMNS)[number], string | undefined> };

const notCsv = (detail: string) => new AppError('unsupported_media', en.validation.csvOnly, { file: detail });

/**
 * The file judged by its content: UTF-8 text that parses as CSV and whose first row names the three
 * columns (any order, any case; extra columns such as those of our own export are ignored).
 */
export function parseDeviceCsv(file: UploadedFile): ParsedRow[] {
  const text = decodeTextFile(file.bytes);
  if (text === null) throw notCsv('The file is not UTF-8 text.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, skip_empty_lines: true, skip_records_with_empty_values: true, relax_column_count: true }) as unknown as typeof records;
  } catch {
    throw notCsv('The file could not be read as CSV.');
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(DEVICE_IMPORT_COLUMNS.map((column) => [column, names.indexOf(column.toLowerCase())]));
  if (Object.values(index).some((position) => position < 0)) throw notCsv(m.importHeaderMissing);
  if (body.length === 0) throw badRequest(m.importEmpty);
  if (body.length > DEVICE_IMPORT_MAX_ROWS) throw badRequest(m.importTooManyRows(DEVICE_IMPORT_MAX_ROWS.toLocaleString('en-GB')));
  return body.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(DEVICE_IMPORT_COLUMNS.map((column) => [column, record[index[column]!]])) as ParsedRow['cells'],
  }));
}

/** Each row checked with the same schema as the add form, plus device ids repeated inside the file. */
function validateRows(rows: ParsedRow[]) {
  const errors: ImportRowError[] = [];
  const valid: DeviceValues[] = [];
  const validLines: number[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of rows) {
    const deviceId = cells.deviceId ?? '';
    const result = deviceBody.safeParse(cells);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if (!seen.has(field)) errors.push({ row: line, deviceId, field, message: issue.message });
        seen.add(field);
      }
      continue;
    }
    const first = firstLine.get(deviceId);
    if (first !== undefined) {
      errors.push({ row: line, deviceId, field: 'deviceId', message: m.importDuplicateInFile(first) });
      continue;
    }
    firstLine.set(deviceId, line);
    valid.push(result.data);
    validLines.push(line);
  }
  return { errors, valid, validLines };
}

class ImportRejected extends Error {
  constructor(readonly report: ImportReport) {
    super(report.message);
  }
}

const reportOf = (errors: ImportRowError[]): ImportReport => ({
  message: m.importRowsInvalid(errors.length.toLocaleString('en-GB')),
  errorCount: errors.length,
  report: errors.sort((a, b) => a.row - b.row).slice(0, REPORT_MAX),
});

export type ImportOutcome = { ok: true; imported: number } | { ok: false; report: ImportReport };

/**
 * All or nothing: the rows are checked, the device ids are checked against the table in one query, and the
 * inserts (batches of 1000) and the audit row share one transaction. Any problem rolls back everything.
 */
export async function importDevices(ctx: AppContext, file: UploadedFile, actor: Actor): Promise<ImportOutcome> {
  const { errors, valid, validLines } = validateRows(parseDeviceCsv(file));
  try {
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as Db;
      const existing = await existingDeviceIds(tx, valid.map((row) => row.deviceId));
      valid.forEach((row, position) => {
        if (existing.has(row.deviceId)) errors.push({ row: validLines[position]!, deviceId: row.deviceId, field: 'deviceId', message: m.importDeviceIdExists });
      });
      if (errors.length > 0) throw new ImportRejected(reportOf(errors));
      await insertDevicesInBatches(tx, valid, ctx.now());
      await auditBy(tx, actor, {
        action: 'device.imported',
        entityType: 'device',
        summary: { fileName: file.filename.slice(0, 200), imported: valid.length },
      });
    });
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, report: error.report };
    if (isUniqueViolation(error)) throw conflict(m.importRaced);
    throw error;
  }
  forgetTableCount(ctx.db, 'devices');
  // PGlite has no autovacuum: refresh the planner's row estimate after a large import (see row-count.ts).
  if (valid.length >= 10_000) await ctx.db.execute(sql`analyze devices`).catch(() => undefined);
  return { ok: true, imported: valid.length };
}
