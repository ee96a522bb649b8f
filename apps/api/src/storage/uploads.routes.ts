import { en } from '@guardian/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byteRangeOf } from './byte-range';
import { contentTypeOf } from './media-types';
import { isStorageKey, orUnavailable, type StoredFile } from './storage';

/** A conditional GET the browser already holds: same ETag, or not modified since. */
function notModified(request: FastifyRequest, file: StoredFile): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(file.modifiedAt.getTime() / 1000) * 1000 <= since;
}

/** `If-Range`: the range holds only while the file is the one the browser has part of. */
const rangeStillValid = (request: FastifyRequest, file: StoredFile) => {
  const ifRange = request.headers['if-range'];
  return !ifRange || ifRange === file.etag || ifRange === file.modifiedAt.toUTCString();
};

/**
 * GET /uploads/<folder>/<name>: a stored file, streamed from whichever store is configured, so the links kept
 * in rows work on any process. Range requests answer 206 (a video seeks) or 416; the type comes from the
 * checked content (media-types.ts); app.ts adds nosniff and the sandboxing CSP to every /uploads/ answer.
 */
export function registerUploadsRoute(app: FastifyInstance): void {
  const storage = app.ctx.storage;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isStorageKey(key) ? await orUnavailable(() => storage.stat(key)) : null;
    if (!file) return reply.status(404).send({ message: en.api.notFound });
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=0')
      .header('Last-Modified', file.modifiedAt.toUTCString())
      .header('ETag', file.etag)
      .type(contentTypeOf(key));
    if (notModified(request, file)) return reply.status(304).send();

    const range = rangeStillValid(request, file) ? byteRangeOf(request.headers.range, file.size) : undefined;
    if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
    if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('Content-Length', range ? range.end - range.start + 1 : file.size);
    if (request.method === 'HEAD' || file.size === 0) return reply.send();
    return reply.send(await storage.stream(key, range));
  };
  // HEAD declared here, not Fastify's generated one, which would open the stream and answer Content-Length: 0.
  app.route({ method: ['GET', 'HEAD'], url: '/uploads/*', schema: { hide: true }, handler: serve });
}
