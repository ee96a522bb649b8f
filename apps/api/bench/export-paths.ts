import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { devicesEndpoints, panicEventsEndpoints, usersEndpoints } from '@guardian/contracts';
import type { AppContext } from '../src/context';
import { openPostgres } from '../src/db/client';
import type { CopyOut } from '../src/db/copy-out';
import { csvFromCopy, csvFromRows, type CsvColumn } from '../src/lib/csv-export';
import type { ListExport } from '../src/lib/list-engine';
import { DEVICE_CSV_COLUMNS } from '../src/modules/devices/devices.csv';
import { exportDevices } from '../src/modules/devices/devices.service';
import { panicEventCsvColumns } from '../src/modules/panic-events/panic-events.csv';
import { exportPanicEvents } from '../src/modules/panic-events/panic-events.service';
import { USER_CSV_COLUMNS } from '../src/modules/users/users.csv';
import { exportUsers } from '../src/modules/users/users.service';
import { contextFor } from './targets';

/**
 * The export paths side by side on one PostgreSQL database, in one process and one run (decision 028), without
 * HTTP: COPY with the cells made in SQL (what the server sends), the keyset batches formatted in JavaScript (the
 * path before, and PGlite's now), and a plain `COPY (select * …) TO STDOUT` of the same rows (what psql's \copy
 * does: the ceiling). Each file is counted and dropped. `--limit` exports only the first rows of each (a sanity
 * run on a shared machine): `DATABASE_URL=… npx tsx apps/api/bench/export-paths.ts --limit 100000`.
 */
export type ExportPathResult = { name: string; rows: number; copy: number; batches: number; plain: number };

/** Rows (lines less the header) and seconds of a stream read to its end, or to `limit` rows. */
async function drain(stream: Readable, limit: number): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  let lines = 0;
  const done = new AbortController();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, next) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      if (lines - 1 >= limit) done.abort();
      next();
    },
  });
  await pipeline(stream, sink, { signal: done.signal }).catch((error: Error) => {
    if (!done.signal.aborted) throw error;
  });
  return { rows: Math.min(Math.max(0, lines - 1), limit), seconds: (performance.now() - started) / 1000 };
}

const perSecond = ({ rows, seconds }: { rows: number; seconds: number }) => Math.round(rows / seconds);

/** One export three ways: the list's rows through COPY, through the batches, and the table as it is. */
async function measurePaths<Row>(
  copyOut: CopyOut,
  name: string,
  table: string,
  columns: CsvColumn<Row>[],
  source: ListExport<Row>,
  limit: number,
): Promise<ExportPathResult> {
  const opened = await source.open();
  const copy = await drain(csvFromCopy(copyOut, columns, opened.copy), limit);
  const batches = await drain(csvFromRows(columns, opened.rows()), limit);
  const plain = new PassThrough();
  void copyOut({ select: sql`select * from ${sql.identifier(table)}` }, plain).catch((error: Error) => plain.destroy(error));
  const baseline = await drain(plain, limit);
  return { name, rows: copy.rows, copy: perSecond(copy), batches: perSecond(batches), plain: perSecond(baseline) };
}

export async function measureExportPaths(
  ctx: AppContext,
  limit = Number.POSITIVE_INFINITY,
  log: (line: string) => void = () => {},
): Promise<ExportPathResult[]> {
  const copyOut = ctx.database.copyOut;
  if (!copyOut) throw new Error('the export paths are compared on PostgreSQL only (PGlite has no COPY path)');
  const queryOf = (endpoint: { query?: unknown }) => (endpoint.query as { parse: (input: unknown) => never }).parse({});
  const results = [
    await measurePaths(copyOut, 'users (CustomerList.csv)', 'accounts', USER_CSV_COLUMNS, exportUsers(ctx, queryOf(usersEndpoints.exportUsers)), limit),
    await measurePaths(
      copyOut,
      'panic events (PanicEvent.csv)',
      'panic_events',
      panicEventCsvColumns(ctx.config.publicUrl),
      exportPanicEvents(ctx, queryOf(panicEventsEndpoints.export)),
      limit,
    ),
    await measurePaths(
      copyOut,
      'devices (DeviceManagement.csv)',
      'devices',
      DEVICE_CSV_COLUMNS,
      exportDevices(ctx, queryOf(devicesEndpoints.exportDevices)),
      limit,
    ),
  ];
  for (const r of results) log(`export paths ${r.name}: ${r.rows} rows; COPY ${r.copy} rows/s, batches ${r.batches} rows/s, plain COPY ${r.plain} rows/s`);
  return results;
}

export function exportPathsTable(results: ExportPathResult[]): string[] {
  const n = (value: number) => value.toLocaleString('en-GB');
  return [
    '',
    '| export, in process (no HTTP) | rows | COPY, cells in SQL: rows/s | keyset batches, cells in JS: rows/s | plain COPY of the table (\\copy-like): rows/s |',
    '|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${n(r.rows)} | ${n(r.copy)} | ${n(r.batches)} | ${n(r.plain)} |`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { limit: { type: 'string' } } });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL database to export from');
  const database = await openPostgres(url, 4);
  try {
    const results = await measureExportPaths(contextFor(database, '.bench-data/export-paths'), values.limit ? Number(values.limit) : undefined, console.log);
    console.log(exportPathsTable(results).join('\n'));
  } finally {
    await database.close();
  }
}
