import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { en } from '@guardian/contracts';
import { AppError } from './errors';

/** PostgreSQL error codes that mean "the database is not reachable right now" rather than a bug. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET']);

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  const message = (error as Error)?.message ?? '';
  return (code !== undefined && UNAVAILABLE_CODES.has(code)) || /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(message);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      return reply.status(error.statusCode).send({ message: error.statusCode === 400 ? 'The request body is not valid.' : error.message });
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: en.api.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: en.toast.somethingWrong });
  });
}
