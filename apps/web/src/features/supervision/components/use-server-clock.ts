import { useEffect, useState } from 'react';

/**
 * The server's time now, ticking every second: the answer's `now` moved on by the time since it arrived, so a
 * browser whose clock is off still shows how long a person has waited as the server counts it.
 */
export function useServerClock(serverNow: string, receivedAt: number): number {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.parse(serverNow) + Math.max(0, clientNow - receivedAt);
}
