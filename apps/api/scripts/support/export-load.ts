import { pacedLoad, type PacedResult } from './paced-load';
import type { MixCall } from './load-mix';

/**
 * Issue 14, point 7: `exports` panic-event exports kept running (each starts again when it ends) while the
 * paced interactive mix runs beside them. The exports go through the server's bounded queue (a few at a time,
 * one per admin: these are all one admin's, so they take turns); the interactive p99 is what is judged.
 */
export async function exportsBesideInteractive(options: {
  url: string;
  token: string;
  mix: MixCall[];
  exports: number;
  connections: number;
  rate: number;
  seconds: number;
}) {
  const { url, token } = options;
  let running = true;
  const statuses: Record<string, number> = {};
  const durations: number[] = [];
  const exporter = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/v1/admin/export-panic-event-data`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(120_000),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) durations.push(performance.now() - started);
        // A refused export (429: the queue is full) tries again a little later, as a person would.
        if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 1_000));
      } catch (error) {
        statuses[(error as Error).name] = (statuses[(error as Error).name] ?? 0) + 1;
      }
    }
  };
  const loops = Array.from({ length: options.exports }, exporter);
  // Let the exports fill the queue before the interactive load starts.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const paced: PacedResult = await pacedLoad({ url, token, connections: options.connections, rate: options.rate, seconds: options.seconds, mix: options.mix });
  running = false;
  await Promise.all(loops);
  durations.sort((a, b) => a - b);
  return {
    paced,
    exports: {
      completed: durations.length,
      statuses,
      durationMs: { p50: Math.round(durations[Math.floor(durations.length / 2)] ?? 0), max: Math.round(durations.at(-1) ?? 0) },
    },
  };
}
