import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8 sizes the heap of a process that may use gigabytes: the young generation grows to 32 MB, and the old
 * generation may grow to up to four times what survived the last full collection before it collects again. A
 * server whose live heap is about 40 MB then sat at 350-450 MB resident after a few seconds of load (issue 15
 * asks for 150). These two settings are read by V8 at every collection, so the process can set them for
 * itself, here, as early as it can (main.ts imports this module first):
 * - the young generation stays at its starting size (1 MB semi-spaces) instead of doubling up to 16 MB;
 * - the old generation grows by 20% of its live size between full collections.
 * Neither is a limit: the heap still grows as far as the work needs; it is collected sooner on the way.
 */
const HEAP_SETTINGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=20'];

for (const setting of HEAP_SETTINGS) v8.setFlagsFromString(setting);

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * A memory-reducing full collection once the server has started (a few tenths of a second, before it listens):
 * - until its first full collection V8 lets the old generation grow to a fixed starting limit, whatever the
 *   settings above say, and start-up (migrations, the gazetteer read a megabyte at a time) leaves about 40 MB
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
