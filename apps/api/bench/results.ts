import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './targets';

/**
 * Where a bench run's figures are kept: one dated file per kind of run in apps/api/bench/results/, never an
 * overwritten section of docs/benchmarks.md, so every figure keeps the date, commit and machine it was taken on.
 * docs/benchmarks.md quotes the newest quiet run, area by area.
 */
export const RESULTS_DIR = path.join(ROOT, 'apps/api/bench/results');

/** The commit measured, marked when the work tree held changes not yet committed. */
function commitMeasured(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function machineLine(): string {
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** The line each results file opens with: when, which commit, on what. */
export function runLine(): string {
  return `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commitMeasured()}; machine: ${machineLine()}.`;
}

/** Writes `<date>-<kind>.md` (a second run of the same kind on the same day replaces the first) and returns its path. */
export function writeResults(kind: string, title: string, lines: string[]): string {
  const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}-${kind}.md`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(file, `# ${title}\n\n${lines.join('\n')}\n`);
  return path.relative(ROOT, file);
}
