import type { FastifyBaseLogger } from 'fastify';

export type LoggedLine = { level: string; msg: string; object: Record<string, unknown> };

/**
 * A logger that keeps every line (its level, message and the object logged with it, the error of a failed pass
 * among them), for a test to check what a background job reported, or that it reported nothing wrong.
 */
export function recordingLogger() {
  const lines: LoggedLine[] = [];
  // Pino's two call shapes: log(message) and log(object, message).
  const at = (level: string) => (object: unknown, msg?: string) => {
    lines.push(typeof object === 'string' ? { level, msg: object, object: {} } : { level, msg: msg ?? '', object: (object ?? {}) as Record<string, unknown> });
  };
  const log = {
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    level: 'trace',
  } as Record<string, unknown>;
  log.child = () => log;
  return { log: log as unknown as FastifyBaseLogger, lines };
}
