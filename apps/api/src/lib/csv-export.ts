import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';
import type { SQL } from 'drizzle-orm';
import { EXPORT_TOTAL_HEADER } from '@guardian/contracts';
import type { CopyOut, CopyStatement } from '../db/copy-out';
import { heavyWorkQueue, yieldToOthers } from './heavy-work';
import type { ListExport } from './list-engine';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return, which some of them
 * skip before looking) as a formula. Exported cells hold what end users typed (names, e-mails), so such a
 * cell gets a leading apostrophe and is shown as text (OWASP "CSV injection"). Only text cells are
 * escaped: a number such as -5 is not a formula.
 */
export const FORMULA_START_CHARACTERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

export function escapeFormula(value: string): string {
  return FORMULA_START_CHARACTERS.includes(value.charAt(0)) ? `'${value}` : value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates in an export, in UTC (the server does not know the operator's time zone; the header says UTC):
 * 'dmy' is the en-GB d/M/Y of the screens, 'mdy' the M/DD/YYYY of the subscription screens.
 */
export function csvDate(iso: string, style: 'dmy' | 'mdy', withTime = false): string {
  const d = new Date(iso);
  const date =
    style === 'dmy'
      ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
      : `${d.getUTCMonth() + 1}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : date;
}

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One column of an export, written twice on purpose: `value` formats a row read in batches (PGlite, which cannot
 * stream a COPY), `cell` is the same text made by PostgreSQL inside `COPY … TO STDOUT` (decision 028). Build
 * `cell` with the helpers of csv-cells.ts so it is escaped and dated as `value` is; export-copy.test.ts compares the two
 * paths' files byte for byte on the same rows.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell; cell: SQL };
/** A column of a table computed in JavaScript only (a report): no COPY path. */
export type CsvValueColumn<Row> = Pick<CsvColumn<Row>, 'header' | 'value'>;

const cellOf = (value: CsvCell) => (typeof value === 'string' ? escapeFormula(value) : (value ?? ''));

/** Rows written between two turns of the event loop: a long export lets interactive requests in meanwhile. */
const ROWS_PER_TURN = 200;

/**
 * An export runs at most `maxMs` from its turn, whatever holds it (a slow statement, a client reading slowly):
 * past it the download is cut, visibly incomplete, and its place in the heavy-work queue is free again. By COPY
 * it is the statement's statement_timeout; in batches (PGlite) it is checked between rows. Mutable for tests.
 */
export const EXPORT_LIMITS = { maxMs: 5 * 60_000 };

async function* toRecords<Row>(rows: AsyncIterable<Row>, columns: CsvValueColumn<Row>[], deadline: number) {
  let count = 0;
  for await (const row of rows) {
    yield columns.map((column) => cellOf(column.value(row)));
    count += 1;
    if (count % ROWS_PER_TURN === 0) {
      if (Date.now() > deadline) throw new Error('export ran past its time limit');
      await yieldToOthers();
    }
  }
}

/** The BOM (Excel then reads the file as UTF-8: names in Arabic and other scripts) and the header record. */
const headerRecord = <Row>(columns: CsvColumn<Row>[]) => stringifyNow([columns.map((column) => column.header)], { bom: true });

/**
 * The batch path: rows pulled one item at a time (Readable.from honours back-pressure), so a slow client slows
 * the database reads instead of filling memory; every text cell formula-escaped by `cellOf`.
 */
export function csvFromRows<Row>(columns: CsvValueColumn<Row>[], rows: AsyncIterable<Row>, log?: FastifyReply['log'], deadline = Infinity): Readable {
  const records = Readable.from(toRecords(rows, columns, deadline));
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) });
  // A failed query half-way cannot change the status any more: cut the download so it is visibly incomplete.
  records.on('error', (error) => {
    log?.error({ err: error }, 'csv export failed');
    csv.destroy(error);
  });
  return records.pipe(csv);
}

/**
 * The COPY path: the header record from here, then PostgreSQL's own CSV of the cells. A failure half-way cuts
 * the download (as above); closing the returned stream (the client left) cancels the COPY.
 */
export function csvFromCopy<Row>(
  copyOut: CopyOut,
  columns: CsvColumn<Row>[],
  statement: (cells: SQL[]) => CopyStatement,
  log?: FastifyReply['log'],
  timeoutMs?: number,
): Readable {
  const out = new PassThrough();
  out.write(headerRecord(columns));
  copyOut({ ...statement(columns.map((column) => column.cell)), timeoutMs }, out).catch((error: Error) => out.destroy(error));
  out.on('error', (error) => log?.error({ err: error }, 'csv export failed'));
  return out;
}

/**
 * Streams an export as a CSV download, once its turn has come: by COPY on PostgreSQL, in keyset batches on
 * PGlite. Memory stays flat for any size either way, and the answer says about how many rows are coming.
 */
export async function sendCsv<Row>(reply: FastifyReply, fileName: string, columns: CsvColumn<Row>[], source: ListExport<Row>) {
  // Exports take turns (lib/heavy-work.ts): a few per server, one per admin; the slot is held until the
  // download has ended or the client has gone, and a client that leaves while waiting gives its place up.
  const { request } = reply;
  const owner = request.session ? `account:${request.session.accountId}` : `address:${request.ip}`;
  const gone = new AbortController();
  const leave = () => gone.abort();
  reply.raw.once('close', leave);
  const release = await heavyWorkQueue(reply.server.ctx).acquire(owner, gone.signal);
  reply.raw.off('close', leave);
  reply.raw.once('close', release);
  reply.raw.once('finish', release);

  const { maxMs } = EXPORT_LIMITS;
  const deadline = Date.now() + maxMs;
  const opened = await source.open();
  const { copyOut } = reply.server.ctx.database;
  const body = copyOut
    ? csvFromCopy(copyOut, columns, opened.copy, reply.log, Math.max(1, deadline - Date.now()))
    : csvFromRows(columns, opened.rows(), reply.log, deadline);
  return sendDownload(reply, fileName, opened.total, body);
}

function sendDownload(reply: FastifyReply, fileName: string, total: number, body: Readable) {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`)
    .header(EXPORT_TOTAL_HEADER, String(total));
  return reply.send(body);
}

/**
 * A small table already in memory (a report's few hundred rows) as a CSV download: the same BOM, header record
 * and formula escaping as the streamed exports, without a turn in the heavy-work queue (nothing heavy is left).
 */
export function sendCsvRows<Row>(reply: FastifyReply, fileName: string, columns: CsvValueColumn<Row>[], rows: Row[]) {
  async function* each() {
    yield* rows;
  }
  return sendDownload(reply, fileName, rows.length, csvFromRows(columns, each(), reply.log));
}
