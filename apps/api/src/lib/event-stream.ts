import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a server-sent event stream with the headers every stream of ours needs (docs/decisions/020). */
export function sendEventStream(reply: FastifyReply, out: Readable): FastifyReply {
  reply
    .header('Content-Type', 'text/event-stream')
    .header('Cache-Control', 'no-store')
    // nginx and similar proxies buffer responses unless told not to; a buffered event arrives too late.
    .header('X-Accel-Buffering', 'no')
    .header('Connection', 'keep-alive');
  void reply.send(out);
  return reply;
}
