import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * A memory-reducing full collection once the server has started (a few tenths of a second, before it listens):
 * - until its first full collection V8 lets the old generation grow to a fixed starting limit, and start-up
 *   (migrations, the gazetteer read a megabyte at a time) leaves about 40 MB of garbage that would otherwise stay
 *   resident (decision 043);
 * - the packages the server imports load before the server starts, and the young generation they grew
 *   to 32 MB only shrinks back in a collection that reduces memory ('last-resort').
 * `gc` is exposed only inside a throw-away context, so the server's own global scope does not get it.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as Gc;
  v8.setFlagsFromString('--no-expose-gc');
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
