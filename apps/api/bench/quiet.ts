import fs from 'node:fs';
import os from 'node:os';

/**
 * Watches the machine during a bench run: the CPU used by everything that is not the run (its own process tree,
 * and the PostgreSQL backends and autovacuum of the bench database, whose process titles name it). Figures taken
 * beside another test suite say little (issue 15), so a run where others used more than half a core on average is
 * refused: its tables are printed but not written to apps/api/bench/results/. Linux only (/proc); elsewhere the watch
 * reports nothing and refuses nothing.
 */
export const OTHERS_CORES_ALLOWED = 0.5;
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 1000;

type ProcessSample = { ppid: number; ticks: number; title: string };

function readProcesses(): Map<number, ProcessSample> {
  const processes = new Map<number, ProcessSample>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      processes.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), title });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/** Busy ticks of the whole machine (every CPU's time but idle and iowait). */
function machineBusyTicks(): number {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return user + nice + system + irq + softirq + steal;
}

function isOurs(pid: number, processes: Map<number, ProcessSample>, ownTitles: RegExp): boolean {
  for (let current = processes.get(pid), id = pid, hops = 0; current && hops < 64; id = current.ppid, current = processes.get(id), hops++) {
    if (id === process.pid || ownTitles.test(current.title)) return true;
  }
  return false;
}

export type QuietReport = { seconds: number; othersCores: number; loadBefore: number[]; loadAfter: number[]; quiet: boolean };

/** Starts watching; `stop()` says how busy the rest of the machine was. `ownTitles` marks the run's database processes. */
export function watchMachine(ownTitles: RegExp): { stop: () => QuietReport } {
  const supported = fs.existsSync('/proc/stat');
  const loadBefore = os.loadavg();
  const started = Date.now();
  const busyStart = supported ? machineBusyTicks() : 0;
  let ours = 0;
  let last = supported ? readProcesses() : new Map<number, ProcessSample>();
  const sample = () => {
    const now = readProcesses();
    for (const [pid, current] of now) {
      const before = last.get(pid);
      // A process first seen now counts from its start: its whole time is within the run (or nearly).
      const delta = before ? current.ticks - before.ticks : 0;
      if (delta > 0 && isOurs(pid, now, ownTitles)) ours += delta;
    }
    last = now;
  };
  const timer = supported ? setInterval(sample, SAMPLE_MS) : undefined;
  timer?.unref();
  return {
    stop() {
      if (timer) clearInterval(timer);
      if (supported) sample();
      const seconds = (Date.now() - started) / 1000;
      const othersTicks = supported ? Math.max(0, machineBusyTicks() - busyStart - ours) : 0;
      const othersCores = othersTicks / TICKS_PER_SECOND / Math.max(seconds, 1);
      return { seconds, othersCores, loadBefore, loadAfter: os.loadavg(), quiet: othersCores <= OTHERS_CORES_ALLOWED };
    },
  };
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** The line the run prints and writes under its tables. */
export function quietLine(report: QuietReport): string {
  return (
    `Machine during the run (${Math.round(report.seconds)} s): load average (1, 5, 15 min) ${loads(report.loadBefore)} before and ` +
    `${loads(report.loadAfter)} after; other processes used ${report.othersCores.toFixed(2)} cores on average ` +
    `(allowed: ${OTHERS_CORES_ALLOWED}).`
  );
}

/** For the side scripts that print rather than write (heap-flags, memory-floor): stops the watch and says how it went. */
export function printMachine(watch: { stop: () => QuietReport }): void {
  const machine = watch.stop();
  console.log(quietLine(machine));
  if (!machine.quiet) console.log('Other processes shared the machine: these figures compare only with each other, roughly.');
}
