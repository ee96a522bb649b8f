import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return, which some of them
 * skip before looking) as a formula. Exported cells hold what end users typed (names, e-mails), so such a
 * cell gets a leading apostrophe and is shown as text (OWASP "CSV injection"). Only text cells are
 * escaped: a number such as -5 is not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

const cellOf = (value: CsvCell) => (typeof value === 'string' ? escapeFormula(value) : (value ?? ''));

async function* toRecords<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows) yield columns.map((column) => cellOf(column.value(row)));
}

/**
 * Streams rows as a CSV download. `rows` is pulled one item at a time (Readable.from honours back-pressure),
 * so a slow client slows the database reads instead of filling memory: memory stays flat for any size.
 * Every text cell is formula-escaped. The BOM makes Excel read the file as UTF-8 (names in Arabic and
 * other scripts).
 */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  const records = Readable.from(toRecords(rows, columns));
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) });
  // A failed query half-way cannot change the status any more: cut the download so it is visibly incomplete.
  records.on('error', (error) => {
    reply.log.error({ err: error }, 'csv export failed');
    csv.destroy(error);
  });
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`);
  return reply.send(records.pipe(csv));
}
