import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { escapeCsvFormula } from './csv-formula';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

async function* toRecords<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows) yield columns.map((column) => escapeCsvFormula(column.value(row)) ?? '');
}

/**
 * Streams a CSV download: rows are pulled from `rows` only as fast as the client reads (backpressure through
 * the pipe), so memory stays flat whatever the row count. Every text cell is formula-escaped. The BOM lets
 * spreadsheet programs read non-ASCII names as UTF-8.
 */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  const records = Readable.from(toRecords(rows, columns));
  const csv = stringify({ header: true, bom: true, columns: columns.map((column) => column.header) });
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
