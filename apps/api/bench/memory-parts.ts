import { readFile } from 'node:fs/promises';

/**
 * What the server's resident memory is made of (decision 047), so a figure over budget says which part grew:
 * - `file`: pages of files the process maps (the node binary's code and read-only data, shared libraries), read
 *   from /proc/<pid>/smaps_rollup;
 * - `v8`: V8's heap spaces as the server's own /metrics reports them (prom-client's default series), split into
 *   the young generation, the old generation and the rest (code, large objects, trusted space);
 * - `buffers`: the contents of Buffers and other ArrayBuffers (V8's "external" memory), allocated outside its heap;
 * - `other`: the rest of the anonymous memory (malloc'd by Node, V8's own bookkeeping, the C library's free
 *   lists, thread stacks).
 * Sizes in MB. V8's figures are its committed spaces, close to but not exactly their resident pages.
 */
export type MemoryParts = {
  rss: number;
  file: number;
  anonymous: number;
  v8Young: number;
  v8Old: number;
  v8Rest: number;
  buffers: number;
  other: number;
};

const MB = 1024 * 1024;

/** The bearer token of /metrics for the servers a bench script starts; it exists only for that run. */
export const BENCH_METRICS_TOKEN = `bench-${process.pid}-${Date.now()}-metrics`;

async function residentKb(pid: number): Promise<{ rss: number; anonymous: number }> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
  return { rss: field('Rss'), anonymous: field('Anonymous') };
}

/** V8's committed size per heap space, and its external memory, from the server's Prometheus text. */
async function heapSpaces(metricsUrl: string, token: string): Promise<{ spaces: Map<string, number>; external: number }> {
  const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const spaces = new Map<string, number>();
  for (const match of text.matchAll(/^nodejs_heap_space_size_total_bytes\{space="(\w+)"\} (\d+)/gm)) {
    spaces.set(match[1]!, Number(match[2]) / MB);
  }
  const external = Number(/^nodejs_external_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0) / MB;
  return { spaces, external };
}

export async function memoryParts(pid: number, metricsUrl: string, token: string): Promise<MemoryParts> {
  const [kb, { spaces, external }] = await Promise.all([residentKb(pid), heapSpaces(metricsUrl, token)]);
  const young = (spaces.get('new') ?? 0) + (spaces.get('new_large_object') ?? 0);
  const old = spaces.get('old') ?? 0;
  const all = [...spaces.values()].reduce((sum, size) => sum + size, 0);
  const rss = kb.rss / 1024;
  const anonymous = kb.anonymous / 1024;
  const outside = Math.max(0, anonymous - all);
  return {
    rss,
    file: rss - anonymous,
    anonymous,
    v8Young: young,
    v8Old: old,
    v8Rest: all - young - old,
    buffers: external,
    other: Math.max(0, outside - external),
  };
}

/**
 * Runs `during` and samples the parts once a second (a scrape costs the server a little, so not every 50 ms as
 * peakRss does); returns the sample with the largest resident size.
 */
export async function partsAtPeak<T>(
  pid: number,
  metricsUrl: string,
  token: string,
  during: () => Promise<T>,
): Promise<{ result: T; atRest: MemoryParts; atPeak: MemoryParts }> {
  const atRest = await memoryParts(pid, metricsUrl, token);
  let atPeak = atRest;
  const sample = async () => {
    const parts = await memoryParts(pid, metricsUrl, token).catch(() => undefined);
    if (parts && parts.rss > atPeak.rss) atPeak = parts;
  };
  const timer = setInterval(() => void sample(), 1000);
  try {
    const result = await during();
    await sample();
    return { result, atRest, atPeak };
  } finally {
    clearInterval(timer);
  }
}

export const PARTS_HEADER = '| resident | file-backed | V8 young | V8 old | V8 code and other | buffers | other anonymous (malloc, stacks) |';
export const PARTS_RULE = '|---|---|---|---|---|---|---|';

export function partsCells(parts: MemoryParts): string {
  const mb = (value: number) => value.toFixed(0);
  return `| ${mb(parts.rss)} | ${mb(parts.file)} | ${mb(parts.v8Young)} | ${mb(parts.v8Old)} | ${mb(parts.v8Rest)} | ${mb(parts.buffers)} | ${mb(parts.other)} |`;
}
