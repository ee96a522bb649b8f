/**
 * Identical reads in flight at the same moment share one: ten supervisors opening the same report together
 * cost one statement, not ten that queue for the same cores. Nothing is kept once the read settles, so no
 * answer is older than a read that started when it was asked for; a failed read fails every caller waiting on
 * it, and the next caller reads again.
 */
export type SharedReads<T> = (key: string, read: () => Promise<T>) => Promise<T>;

export function createSharedReads<T>(): SharedReads<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, read) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = read().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
