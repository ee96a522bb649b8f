/**
 * The server's clock as seen from here: ages tick from the desk's `serverTime`, so a client clock that is
 * minutes off neither hides an overdue alarm nor raises a false one. The offset is taken when the desk
 * arrives (the answer's transit time, well under a second, is not worth correcting).
 */
let offsetMs = 0;

export function syncServerClock(serverTime: string, receivedAt = Date.now()) {
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) offsetMs = server - receivedAt;
}

export const serverNow = () => Date.now() + offsetMs;
