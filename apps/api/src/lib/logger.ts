import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Reset tokens travel in URLs; they are secrets and never reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/(reset-password\/)[^/?#]+/gi, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

export const requestIdOptions = {
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
} satisfies Partial<FastifyServerOptions>;
