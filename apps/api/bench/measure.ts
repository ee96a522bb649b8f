import autocannon from 'autocannon';
import { EXPORT_TOTAL_HEADER } from '@guardian/contracts';

/** Latency percentiles in milliseconds and throughput of one measured load. */
export type Stats = { p50: number; p95: number; p99: number; rps: number; requests: number; errors: number };

export function summarize(latencies: number[], seconds: number, errors: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / seconds, requests: latencies.length, errors };
}

/**
 * HTTP load with autocannon (10 connections by default). Every response time is kept, through its
 * 'response' event, so p95 is exact rather than autocannon's nearest bucket.
 */
export async function loadHttp(url: string, headers: Record<string, string>, options: { connections: number; seconds: number }): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: options.connections, duration: options.seconds }, (error, outcome) =>
      error ? reject(error) : resolve(outcome),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) errors += 1;
      latencies.push(responseTime);
    });
  });
  return summarize(latencies, options.seconds, errors + result.errors + result.timeouts);
}

/** The same measurement for a function that talks to the database directly: `concurrency` loops for `seconds`. */
export async function loadFunction(run: () => Promise<unknown>, options: { concurrency: number; seconds: number }): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await run();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/**
 * Resident memory of a process (Linux /proc) before `during` runs and its peak while it runs, sampled every
 * 50 ms: the growth is what the work itself held.
 */
export async function peakRss<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; peakMb: number; startMb: number }> {
  const fs = await import('node:fs/promises');
  let peak = 0;
  const sample = async () => {
    try {
      const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // process gone
    }
  };
  await sample();
  const startMb = peak;
  const timer = setInterval(() => void sample(), 50);
  try {
    const result = await during();
    await sample();
    return { result, peakMb: peak, startMb };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Streams a download and counts its lines without keeping it: rows per second of an export, and what the browser's
 * progress (components/export-button.tsx) can show: the first data rows arrive after `firstRowsMs`, and the
 * percentage is of the total the server announced in its header (an estimate; undefined when it sent none).
 */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
): Promise<{ rows: number; seconds: number; bytes: number; firstRowsMs: number | undefined; announcedRows: number | undefined }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  const announced = response.headers.get(EXPORT_TOTAL_HEADER);
  let rows = 0;
  let bytes = 0;
  let firstRowsMs: number | undefined;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // indexOf, not a loop over every byte: the client shares the server's two cores, so its own cost counts.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    // The header line is the first; a data row after it is what the progress first counts.
    if (firstRowsMs === undefined && rows >= 2) firstRowsMs = performance.now() - started;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows: Math.max(0, rows - 1), seconds, bytes, firstRowsMs, announcedRows: announced === null ? undefined : Number(announced) };
}
