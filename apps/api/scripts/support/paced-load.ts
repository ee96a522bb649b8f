import http from 'node:http';
import type { MixCall } from './load-mix';

export type PacedResult = {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** p99 per call of the mix (method and path without its query), to see which call a tail comes from. */
  p99ByCall: Record<string, number>;
  /** The first few failures, for the report. */
  failures: string[];
};

type Options = { url: string; token: string; connections: number; rate: number; seconds: number; mix: MixCall[] };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * An open-loop load: `connections` keep-alive connections, each sending one request every
 * connections / rate seconds, the connections' send times spread evenly over that period. Latency is
 * counted from when a request was due, not from when it left: a request held up behind a slow answer on its
 * connection counts its wait (no coordinated omission).
 */
export async function pacedLoad({ url, token, connections, rate, seconds, mix }: Options): Promise<PacedResult> {
  const target = new URL(url);
  const interval = (connections / rate) * 1000;
  const start = performance.now() + 100;
  const end = start + seconds * 1000;
  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  const statusCodes: Record<string, number> = {};
  const failures: string[] = [];
  let errors = 0;
  let non2xx = 0;

  function send(agent: http.Agent, method: string, path: string, body?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          agent,
          method,
          path,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function connection(index: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let due = start + (index * interval) / connections;
    let turn = index;
    while (due < end) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const call = mix[turn % mix.length]!;
      const path = call.path();
      const label = `${call.method} ${path.replace(/\?.*$/, '').replace(/\/\d+$/, '/:id')}`;
      turn += 1;
      try {
        const status = await send(agent, call.method, path, call.body?.());
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        if (status < 200 || status >= 300) {
          non2xx += 1;
          if (failures.length < 5) failures.push(`${call.method} ${status}`);
        }
      } catch (error) {
        errors += 1;
        if (failures.length < 5) failures.push(`${call.method}: ${(error as Error).message}`);
      }
      const latency = performance.now() - due;
      latencies.push(latency);
      if (!byCall.has(label)) byCall.set(label, []);
      byCall.get(label)!.push(latency);
      due += interval;
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: connections }, (_unused, index) => connection(index)));
  const sorted = latencies.sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      average: round(total / (sorted.length || 1)),
    },
    errors,
    non2xx,
    statusCodes,
    p99ByCall: Object.fromEntries(
      [...byCall].map(([label, values]) => [
        label,
        round(
          percentile(
            values.sort((a, b) => a - b),
            99,
          ),
        ),
      ]),
    ),
    failures,
  };
}
