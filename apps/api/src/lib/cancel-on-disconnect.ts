import type { FastifyReply } from 'fastify';
import { cancelledWith } from '../db/statement-scope';

/**
 * Runs a read request's work so that its database statements end with its client: when the connection closes
 * before the answer has been sent (the admin paged on, closed the tab, cancelled a download), the statement
 * running for it is cancelled on PostgreSQL and no further statement starts for it (db/statement-scope.ts).
 * On PGlite a statement already running cannot be stopped; the ones after it are not started.
 */
export function whileClientListens<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const gone = new AbortController();
  // Ended, not finished: once the whole answer is handed over nothing left is worth stopping (an export's COMMIT
  // may still be on its way, and cancelling it would discard a healthy connection). Fastify's inject never
  // reports an answer as flushed, so `writableFinished` would cancel after every injected request.
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return cancelledWith(gone.signal, work);
}
