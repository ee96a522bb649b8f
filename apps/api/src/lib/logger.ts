import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import pretty from 'pino-pretty';

/**
 * Reset tokens travel in URLs; they are secrets and never reach a log line. A client that puts a token or
 * password in a query string by mistake does not get it logged either.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(reset-password\/)[^/?#\s"']+/gi, '$1[redacted]')
    .replace(/([?&][^=&#\s]*(?:token|password|secret|key|code)[^=&#\s]*=)[^&#\s"']*/gi, '$1[redacted]');
}

type RequestLine = { req?: { method?: string; url?: string }; res?: { statusCode?: number }; route?: string | null; responseTime?: number };

/**
 * On a terminal, one readable line per entry ("10:42:07.123 INFO: GET /v1/users 200 12.5 ms"); everywhere
 * else (a file, a log collector) pino's JSON, one object per line.
 */
function terminalStream(): NodeJS.WritableStream {
  return pretty({
    colorize: true,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,route,responseTime',
    messageFormat: (log, messageKey) => {
      const { req, res, route, responseTime } = log as RequestLine;
      if (req && res) return `${req.method} ${req.url ?? route} ${res.statusCode} ${responseTime} ms`;
      return String(log[messageKey] ?? '');
    },
  });
}

/** `stream` lets a test read the log lines (test/security-logs.test.ts); by default they go to stdout. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const destination = stream ?? (process.stdout.isTTY ? terminalStream() : undefined);
  return {
    level,
    ...(destination ? { stream: destination } : {}),
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

/** A request id a proxy sent is kept (one id across the hops) only if it looks like one, so it cannot forge log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: RawRequestDefaultExpression) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;
