import { useSyncExternalStore } from 'react';
import { serverNow } from '../lib/server-clock';

/**
 * One ticker for the whole page: every subscriber (each card's age, the overdue check) reads the same second,
 * so the ages tick together and one timer serves them all. Snapshots are whole seconds, so a render between
 * ticks sees the same value (useSyncExternalStore requires a stable snapshot).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let current = Math.floor(serverNow() / 1000) * 1000;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    current = Math.floor(serverNow() / 1000) * 1000;
    timer = setInterval(() => {
      current = Math.floor(serverNow() / 1000) * 1000;
      listeners.forEach((notify) => notify());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's time (ms, whole seconds), re-rendering the caller every second. */
export const useServerNow = () => useSyncExternalStore(subscribe, () => current);
