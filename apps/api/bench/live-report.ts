import type { LivePhase, LiveReport } from './live';
import { runLine, writeResults } from './results';

/** Delivery p99 to every desk at 100 alerts/s with 50 desks (issue 12). */
export const LIVE_TARGET_MS = 1000;

const ms = (value: number) => (Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const name = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

function row(report: LiveReport, phase: LivePhase): string {
  const mode = phase.mode === 'stream' ? 'stream (SSE)' : `polling every ${report.pollMs / 1000} s`;
  return `| ${name(report.kind)} | ${mode} | ${phase.askedRate} / ${phase.achievedRate.toFixed(0)} | ${phase.created} | ${phase.failed} | ${ms(phase.ingest.p50)} / ${ms(phase.ingest.p99)} | ${ms(phase.delivery.p50)} / ${ms(phase.delivery.p99)} / ${ms(phase.delivery.max)} | ${phase.lost} | ${phase.duplicated} | ${phase.deskRequestsPerSecond.toFixed(1)} | ${phase.deskKilobytesPerSecond.toFixed(0)} | ${phase.apiCpuCores?.toFixed(2) ?? '–'} | ${phase.loadAverage.before.toFixed(1)} → ${phase.loadAverage.after.toFixed(1)} |`;
}

function verdict(report: LiveReport): string {
  const stream = report.phases.find((phase) => phase.mode === 'stream');
  if (!stream) return '';
  const atTarget = report.desks >= 50 && stream.askedRate >= 100 && report.seconds >= 30;
  const met = stream.delivery.p99 <= LIVE_TARGET_MS && stream.lost === 0 && stream.duplicated === 0;
  const figures = `delivery p99 ${ms(stream.delivery.p99)} ms, lost ${stream.lost}, duplicated ${stream.duplicated}`;
  if (!atTarget)
    return `- ${name(report.kind)}: ${figures}; not judged: this run had ${report.desks} desks, ${stream.askedRate} alerts/s for ${report.seconds} s, the target is 50 desks, 100/s, 30 s.`;
  return `- ${name(report.kind)}: ${figures}: target ${met ? 'met' : 'missed'}.`;
}

/** Writes the live figures to apps/api/bench/results/<date>-live.md and returns the table. */
export function writeLiveReport(reports: LiveReport[], run: { machine: string; write: boolean }): string {
  const table = [
    '| database | desks get alerts by | alerts/s asked / sent | created | failed | ingest p50 / p99 ms | delivery p50 / p99 / max ms | lost | duplicated | desk requests/s | desk data KB/s | API CPU cores | load average (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...reports.flatMap((report) => report.phases.map((phase) => row(report, phase))),
  ].join('\n');
  const first = reports[0];
  if (!run.write) return table;
  const file = writeResults('live', 'Live alarm delivery', [
    runLine(),
    `${first?.desks ?? 0} desks, ${first?.seconds ?? 0} s per phase.`,
    '',
    table,
    '',
    `Target: delivery p99 ≤ ${LIVE_TARGET_MS} ms to every desk at 100 alerts/s with 50 desks, nothing lost or duplicated.`,
    ...reports.map(verdict),
    run.machine,
  ]);
  return `${table}\n\nWritten to ${file}.`;
}
