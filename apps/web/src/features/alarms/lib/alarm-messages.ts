import type { AlarmStreamMessage } from '@guardian/contracts';

type Listener = (message: AlarmStreamMessage) => void;
const listeners = new Set<Listener>();

/**
 * The stream's messages, as AlarmLiveProvider applies them, for the parts of the admin layout that react to a
 * kind of message rather than to the desk's state (the escalation banner, the owner's reminder).
 */
export function onAlarmMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitAlarmMessage(message: AlarmStreamMessage): void {
  for (const listener of listeners) listener(message);
}
