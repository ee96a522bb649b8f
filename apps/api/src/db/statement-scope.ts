import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import type pg from 'pg';

/**
 * The statements of one request whose client may leave before the answer (a list page, an export). Every
 * connection the request checks out of a pool while in the scope is watched: when `signal` aborts, the statement
 * running on it is cancelled, and a statement not started yet is refused (ClientGoneError).
 */
type StatementScope = { signal: AbortSignal };

const scopes = new AsyncLocalStorage<StatementScope>();

/** Runs `work` (and everything it starts) in a scope whose statements end when `signal` aborts. */
export function cancelledWith<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return scopes.run({ signal }, work);
}

/** A statement was not run because the request's client had already gone. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client left before the statement ran');
  }
}

/** The frame PostgreSQL reads as a CancelRequest: length, the request code 1234/5678, the backend's id and key. */
const CANCEL_REQUEST_CODE = 80877102;

/**
 * Asks the server to cancel whatever `client`'s backend is running, the way psql's Ctrl-C does: a CancelRequest
 * on a connection of its own that needs no sign-in and no pool slot (a full pool is when it matters most).
 */
export function cancelRunningStatement(client: pg.PoolClient): Promise<void> {
  const { processID, secretKey, host, port } = client as unknown as { processID: number; secretKey: number; host: string; port: number };
  return new Promise((resolve) => {
    const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('connect', () => {
      const frame = Buffer.alloc(16);
      frame.writeInt32BE(16, 0);
      frame.writeInt32BE(CANCEL_REQUEST_CODE, 4);
      frame.writeInt32BE(processID, 8);
      frame.writeInt32BE(secretKey, 12);
      socket.end(frame);
    });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

/**
 * Makes `pool` watch the checkouts made in a statement scope (its own `query` goes through `connect`). A connection
 * whose statement was cancelled is closed when released, never pooled: the cancel may land after the statement
 * ended, and must not stop another request's statement on the same connection.
 */
export function watchCheckouts(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async (): Promise<pg.PoolClient> => {
    const scope = scopes.getStore();
    if (scope?.signal.aborted) throw new ClientGoneError();
    const client = await connect();
    if (!scope) return client;
    if (scope.signal.aborted) {
      client.release();
      throw new ClientGoneError();
    }
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      void cancelRunningStatement(client);
    };
    scope.signal.addEventListener('abort', cancel, { once: true });
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      scope.signal.removeEventListener('abort', cancel);
      return release(cancelled || error);
    };
    return client;
  };
  const query = async (...args: unknown[]) => {
    const client = await checkout();
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  };
  // drizzle calls both with promises only (never a callback).
  Object.assign(pool, { connect: checkout, query });
  return pool;
}
