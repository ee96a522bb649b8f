import type { Scale } from './scenarios';
import type { Stats } from './measure';
import { runLine, writeResults } from './results';
import { exportPathsTable, type ExportPathResult } from './export-paths';
import type { ScenarioPlans } from './plans';
import { uploadsTable, type UploadResult } from './uploads';

export type ScenarioResult = { name: string; http: Stats; raw?: Stats; naive?: Stats };
/** `firstRowsMs` and `announcedRows`: what the browser's export progress shows first, and the total it counts against. */
export type ExportResult = {
  name: string;
  rows: number;
  seconds: number;
  peakMb: number;
  startMb: number;
  firstRowsMs: number | undefined;
  announcedRows: number | undefined;
};
export type TargetReport = {
  kind: string;
  scale: Scale;
  results: ScenarioResult[];
  exports: ExportResult[];
  /** Hostile uploads refused (uploads.ts): the server's memory while each is read. */
  uploads?: UploadResult[];
  exportPaths?: ExportPathResult[];
  plans?: ScenarioPlans[];
};

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1));
/** The total the export announced for its progress, and how close it came to the rows it sent. */
const announced = (total: number | undefined, rows: number) =>
  total === undefined ? '–' : `${total.toLocaleString('en-GB')} (${rows ? ((total / rows) * 100).toFixed(1) : '–'}%)`;
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${(a / b).toFixed(1)}x` : '–');

function targetTable(report: TargetReport): string {
  const lines = [
    `### ${report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${report.scale.users.toLocaleString('en-GB')} users, ${report.scale.events.toLocaleString('en-GB')} panic events, ${report.scale.devices.toLocaleString('en-GB')} devices`,
    '',
    '| request | p50 ms | p95 ms | p99 ms | req/s | errors | direct p50 ms | HTTP p50 / direct p50 | naive p50 ms | req/s vs naive |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of report.results) {
    lines.push(
      `| ${r.name} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${ms(r.http.p99)} | ${r.http.rps.toFixed(0)} | ${r.http.errors} | ${ms(r.raw?.p50)} | ${ratio(r.http.p50, r.raw?.p50)} | ${ms(r.naive?.p50)} | ${ratio(r.http.rps, r.naive?.rps)} |`,
    );
  }
  lines.push(
    '',
    '| export | rows | seconds | rows/s | first rows shown after, ms | announced total (of the rows) | server RSS before, MB | server peak RSS, MB | growth, MB |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const e of report.exports)
    lines.push(
      `| ${e.name} | ${e.rows.toLocaleString('en-GB')} | ${e.seconds.toFixed(1)} | ${Math.round(e.rows / e.seconds).toLocaleString('en-GB')} | ${ms(e.firstRowsMs)} | ${announced(e.announcedRows, e.rows)} | ${e.startMb.toFixed(0)} | ${e.peakMb.toFixed(0)} | ${(e.peakMb - e.startMb).toFixed(0)} |`,
    );
  if (report.uploads?.length) lines.push(...uploadsTable(report.uploads));
  if (report.exportPaths) lines.push(...exportPathsTable(report.exportPaths));
  return lines.join('\n');
}

/** PGlite against PostgreSQL at the same scale, request by request: the embedded database's target is 3x. */
function likeForLike(reports: TargetReport[]): string[] {
  const pglite = reports.find((report) => report.kind === 'pglite');
  const sameScale = reports.find(
    (report) => report.kind === 'postgres' && pglite && report.scale.users === pglite.scale.users && report.scale.events === pglite.scale.events,
  );
  if (!pglite || !sameScale) return [];
  const lines = [
    `### PGlite / PostgreSQL at the same scale (${pglite.scale.users.toLocaleString('en-GB')} users, ${pglite.scale.events.toLocaleString('en-GB')} panic events)`,
    '',
    '| request | PostgreSQL p50 / p95 ms | PGlite p50 / p95 ms | PGlite / PostgreSQL p95 | within 3x |',
    '|---|---|---|---|---|',
  ];
  for (const row of pglite.results) {
    const other = sameScale.results.find((result) => result.name === row.name);
    if (!other) continue;
    const times = other.http.p95 > 0 ? row.http.p95 / other.http.p95 : Number.NaN;
    lines.push(
      `| ${row.name} | ${ms(other.http.p50)} / ${ms(other.http.p95)} | ${ms(row.http.p50)} / ${ms(row.http.p95)} | ${Number.isNaN(times) ? '–' : `${times.toFixed(1)}x`} | ${times <= 3 ? 'yes' : 'no'} |`,
    );
  }
  return ['', ...lines];
}

/**
 * Writes the figures to apps/api/bench/results/<date>-server.md and returns the tables; `machine` says how quiet
 * the machine was (quiet.ts), and a run that was not quiet is returned but not written.
 */
export function writeReport(reports: TargetReport[], run: { seconds: number; connections: number; machine: string; write: boolean }): string {
  const tables = [reports.map(targetTable).join('\n\n'), ...likeForLike(reports)].join('\n');
  if (!run.write) return tables;
  const file = writeResults('server', 'Server bench', [
    runLine(),
    `Each HTTP row: autocannon, ${run.connections} connections, ${run.seconds} s. "direct": the same page asked of the service`,
    `function with no HTTP (${run.connections} concurrent callers, ${run.seconds / 2} s). "naive": OFFSET, exact COUNT(*) and`,
    'unindexed ILIKE (or grouping raw points for the map) on the same database. Ratios are taken within one run.',
    run.machine,
    '',
    tables,
  ]);
  return `${tables}\n\nWritten to ${file}.`;
}
