import { sql } from 'drizzle-orm';
import { deviceBody, en, type DeviceValues, type ImportProgressEvent, type ImportReport, type ImportRowError } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { heavyWorkQueue, yieldToOthers } from '../../lib/heavy-work';
import type { StreamedFile } from '../../lib/multipart';
import type { DeviceCsvRow } from './device-csv-reader';
import { existingDeviceIds, insertDevicesInBatches } from './devices.repository';
import type { ImportChannel } from './import-progress';

/** Where the import tells how far it got (import-progress.ts); a no-op when the call has no import id. */
type Report = (event: ImportProgressEvent) => void;

const m = en.devices;
/** The report lists this many problems at most; the count says how many there were in all. */
const REPORT_MAX = 500;

/** The upload as readDeviceCsv read it while it arrived (devices.routes.ts): its name and its rows. */
export type DeviceCsvFile = StreamedFile<DeviceCsvRow[]>;

/** Rows checked between two turns of the event loop: a 100k-row file lets other requests in meanwhile. */
const ROWS_PER_TURN = 2000;

/** Each row checked with the same schema as the add form, plus device ids repeated inside the file. */
async function validateRows(rows: DeviceCsvRow[], report: Report) {
  const errors: ImportRowError[] = [];
  const valid: DeviceValues[] = [];
  const validLines: number[] = [];
  const firstLine = new Map<string, number>();
  for (const [position, { line, cells }] of rows.entries()) {
    if (position > 0 && position % ROWS_PER_TURN === 0) {
      report({ phase: 'checking', done: position, total: rows.length });
      await yieldToOthers();
    }
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
  report({ phase: 'checking', done: rows.length, total: rows.length });
  return { errors, valid, validLines };
}

class ImportRejected extends Error {
  constructor(readonly report: ImportReport) {
    super(report.message);
  }
}

const reportOf = (errors: ImportRowError[]): ImportReport => ({
  message: m.importRowsInvalid(errors.length),
  errorCount: errors.length,
  report: errors.sort((a, b) => a.row - b.row).slice(0, REPORT_MAX),
});

export type ImportOutcome = { ok: true; imported: number } | { ok: false; report: ImportReport };

/**
 * All or nothing: the rows are checked, the device ids are checked against the table in one query, and the
 * inserts (batches of 1000) and the audit row share one transaction. Any problem rolls back everything.
 */
export async function importDevices(ctx: AppContext, file: DeviceCsvFile, actor: Actor, progress?: ImportChannel): Promise<ImportOutcome> {
  const report = ctx.importProgress.reporter(progress);
  // An import takes its turn with the exports (lib/heavy-work.ts): a few per server, one per admin.
  const queue = heavyWorkQueue(ctx);
  const owner = `account:${actor.accountId}`;
  if (queue.wouldWait(owner)) report({ phase: 'queued', done: 0, total: 0 });
  try {
    const release = await queue.acquire(owner);
    try {
      const outcome = await importInTurn(ctx, file, actor, report);
      report(
        outcome.ok ? { phase: 'done', done: outcome.imported, total: outcome.imported } : { phase: 'rejected', done: 0, total: outcome.report.errorCount },
      );
      return outcome;
    } finally {
      release();
    }
  } catch (error) {
    report({ phase: 'failed', done: 0, total: 0 });
    throw error;
  }
}

async function importInTurn(ctx: AppContext, file: DeviceCsvFile, actor: Actor, report: Report): Promise<ImportOutcome> {
  const { errors, valid, validLines } = await validateRows(file.content, report);
  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await existingDeviceIds(
        tx,
        valid.map((row) => row.deviceId),
      );
      valid.forEach((row, position) => {
        if (existing.has(row.deviceId)) errors.push({ row: validLines[position]!, deviceId: row.deviceId, field: 'deviceId', message: m.importDeviceIdExists });
      });
      if (errors.length > 0) throw new ImportRejected(reportOf(errors));
      await insertDevicesInBatches(tx, valid, ctx.now(), (saved) => report({ phase: 'saving', done: saved, total: valid.length }));
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
  // PGlite has no autovacuum: refresh the planner's row estimate after a large import (list totals read it: lib/list-engine/totals.ts).
  if (valid.length >= 10_000) await ctx.db.execute(sql`analyze devices`).catch(() => undefined);
  return { ok: true, imported: valid.length };
}
