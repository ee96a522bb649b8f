import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { en } from '@guardian/contracts';
import { HeavyReadsBusyError } from '../db/client';
import { ClientGoneError } from '../db/statement-scope';
import { AppError } from './errors';
import { localizedPayload } from './localize-reply';
import { redactUrl } from './logger';

/** PostgreSQL error codes that mean "the database is not reachable right now" rather than a bug. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']);

/** The error and its causes: drizzle wraps the driver's error (DrizzleQueryError) and keeps it as `cause`. */
function* chain(error: unknown): Generator<{ code?: string; message?: string }> {
  let current = error as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current;
    current = current.cause as typeof current;
  }
}

function isDatabaseDown(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link.code !== undefined && UNAVAILABLE_CODES.has(link.code)) return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|not queryable/.test(
        link.message ?? '',
      )
    )
      return true;
  }
  return false;
}

/**
 * The statement was stopped (57014): by statement_timeout, or cancelled because the request's client left (the
 * answer then reaches nobody). Either way the request was too heavy for now, not broken.
 */
function isStatementStopped(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === '57014' || link instanceof ClientGoneError) return true;
  return false;
}

/**
 * A value the database cannot hold (class 22: bad encoding, out of range, too long; 54000: too big for an
 * index) comes from the request, so it is a 400, not a 500. Validation should have caught it first.
 */
function isUnstorableValue(error: unknown): boolean {
  for (const link of chain(error)) if (typeof link.code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(link.code)) return true;
  return false;
}

/**
 * What a log line may say about an error. drizzle puts the query's parameters in its message, and they can
 * hold secrets (the reset link in an outbox row): the parameters are cut, links redacted, the stack kept.
 */
const withoutParams = (text: string) => redactUrl(text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, ''));

function loggable(error: unknown) {
  const links = [...chain(error)];
  return {
    type: (error as Error)?.name,
    code: links.find((link) => link.code)?.code,
    message: links.map((link) => withoutParams(String(link.message ?? ''))).join(' <- '),
    stack: withoutParams((error as Error)?.stack ?? ''),
  };
}

/**
 * Fastify's own refusals of a request it could not route (a malformed or over-long address): a fixed
 * message, never the path (it would echo whatever was sent).
 */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: en.api.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: en.api.uriTooLong },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

/** The one mapping from an error to an answer; Fastify's framework errors come here too (framework-errors.ts). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const framework = FRAMEWORK_MESSAGES[error.code];
  // Sent before any route's hooks exist, so the message is put in the client's language here.
  if (framework) return reply.status(framework.status).send(localizedPayload(request, reply, { message: framework.message }));
  if (error instanceof AppError) {
    return reply.status(error.status).send({ message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  }
  if (error instanceof ZodError) {
    // Bodies validated in a handler (multipart forms) with the same schemas as the routes.
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    return reply.status(400).send({ message: Object.values(fields)[0] ?? en.api.validationFailed, errors: fields });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (issue.params as { issue?: { path?: string[] } })?.issue?.path?.join('.') || '_';
      fields[key] ??= issue.message ?? en.api.validationFailed;
    }
    const first = Object.values(fields)[0] ?? en.api.validationFailed;
    return reply.status(400).send({ message: first, errors: fields });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
    return reply.status(413).send({ message: en.api.payloadTooLarge });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return reply.status(415).send({ message: en.api.unsupportedMedia });
  }
  if (error.statusCode === 429) {
    return reply.status(429).send({ message: en.api.tooManyAttempts });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own 4xx (bad JSON, bad content type...): its message is about the request, not our internals.
    return reply.status(error.statusCode).send({ message: error.statusCode === 400 ? en.api.invalidBody : error.message });
  }
  if (isUnstorableValue(error)) {
    request.log.warn({ err: loggable(error) }, 'value refused by the database');
    return reply.status(400).send({ message: en.api.validationFailed });
  }
  if (error instanceof HeavyReadsBusyError || (error as { cause?: unknown }).cause instanceof HeavyReadsBusyError) {
    return reply.status(503).header('Retry-After', '5').send({ message: en.api.heavyReadsBusy });
  }
  if (isStatementStopped(error)) {
    request.log.warn({ err: loggable(error) }, 'statement stopped (timeout or client gone)');
    return reply.status(503).header('Retry-After', '5').send({ message: en.api.statementTimedOut });
  }
  if (isDatabaseDown(error)) {
    request.log.warn({ err: loggable(error) }, 'database unavailable');
    return reply.status(503).header('Retry-After', '5').send({ message: en.api.serviceUnavailable });
  }
  request.log.error({ err: loggable(error) }, 'unhandled error');
  return reply.status(500).send({ message: en.toast.somethingWrong });
}
