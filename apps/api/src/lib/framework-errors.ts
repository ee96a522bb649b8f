import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { en } from '@guardian/contracts';
import { sendError } from './error-handler';
import { translatorFor } from './localize-reply';

/**
 * The Accept-Language of a request the HTTP parser refused, read from the bytes it had received: a header
 * that came before the fault is there, one after it is not (then the answer is English).
 */
function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(rawPacket.toString('latin1'))?.[1];
}

/** Response headers that every answer carries (helmet's, the Permissions-Policy), copied onto Fastify's own refusals. */
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|permissions-policy|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;

/** Where the headers are read from: a path no route has, answered by the not-found handler with every hook run. */
export const PROBE_PATH = '/v1/__security-headers';

/**
 * Fastify answers some requests before any hook runs: an address it cannot decode (400) or a parameter over
 * maxParamLength (414), and, at the HTTP parser, headers over 16 KB (431), a malformed request (400) or a
 * request that did not arrive in time (408). Its own answers had none of the security headers, another body
 * shape and echoed the path. These handlers give them the error handler's `{ message }` envelope and the same
 * headers as any other answer: those are taken, once, from a real answer of the app, so they cannot drift
 * from helmet's configuration.
 */
export function frameworkErrorHandlers() {
  let app: FastifyInstance | undefined;
  let headers: Record<string, string> | undefined;

  async function securityHeaders(): Promise<Record<string, string>> {
    if (headers || !app) return headers ?? {};
    const probe = await app.inject({ method: 'GET', url: PROBE_PATH });
    headers = Object.fromEntries(
      Object.entries(probe.headers)
        .filter(([name]) => SECURITY_HEADER.test(name))
        .map(([name, value]) => [name, String(value)]),
    );
    return headers;
  }

  // Fastify ignores what this returns: the promise is ended here, so a failure is logged, never unhandled.
  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders()
      .then((extra) => {
        reply.headers({ ...extra, 'cache-control': 'no-store', 'x-request-id': request.id });
        return sendError(error, request, reply);
      })
      .catch((failure: unknown) => request.log.error({ err: failure }, 'could not answer a framework error'));
  };

  /** The HTTP parser's refusals are written on the socket; no request object exists for them. */
  const clientErrorHandler = (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, en.api.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, en.api.requestTimeout]
          : error.code === 'HPE_URI_TOO_LONG' || error.code === 'HPE_URL_TOO_LONG'
            ? [414, en.api.uriTooLong]
            : [400, en.api.badRequest];
    const { language, translate } = translatorFor(acceptLanguageOf(error.rawPacket));
    const body = JSON.stringify({ message: translate ? translate(message) : message });
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      'vary: Accept-Language',
      ...(translate ? [`content-language: ${language}`] : []),
      ...Object.entries(headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };

  return {
    options: { frameworkErrors, clientErrorHandler } satisfies Partial<FastifyServerOptions>,
    /** Once the app exists: its headers are read when it starts listening (client errors need them at hand). */
    attach(instance: FastifyInstance) {
      app = instance;
      instance.addHook('onListen', async () => {
        await securityHeaders();
      });
    },
  };
}
