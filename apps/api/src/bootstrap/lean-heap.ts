import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Session 11 also set `--semi-space-growth-factor=1` and `--heap-growing-percent=20` here (the server's resident
 * size under load went from about 250 to 155 MB), and took them out after an A/B on the 1M-user database: they cost
 * about a quarter of the list requests' throughput, and the live ingest at 100 alerts/s went from 0.14 s to 2.7 s
 * p50 (decision 043). What stays is the collection below, which costs nothing after start.
 */

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * A memory-reducing full collection once the server has started (a few tenths of a second, before it listens):
 * - until its first full collection V8 lets the old generation grow to a fixed starting limit, whatever the
 *   heap's settings say, and start-up (migrations, the gazetteer read a megabyte at a time) leaves about 40 MB
 *   of garbage that would otherwise stay resident;
 * - the packages the server imports load before this module runs, and the young generation they grew
 *   to 32 MB only shrinks back in a collection that reduces memory ('last-resort').
 * `gc` is exposed only inside a throw-away context, so the server's own global scope does not get it.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as Gc;
  v8.setFlagsFromString('--no-expose-gc');
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
