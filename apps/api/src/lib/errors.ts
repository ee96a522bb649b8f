import { en } from '@guardian/contracts';

/**
 * Errors are values with a code; `error-handler.ts` is the one place that turns them into HTTP.
 * `message` is always fit to show an operator.
 */
export type ErrorCode =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large' | 'unsupported_media' | 'rate_limited' | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError('validation', message, fields);
export const unauthorized = (message = en.api.unauthorized) => new AppError('unauthorized', message);
export const forbidden = (message = en.api.forbidden) => new AppError('forbidden', message);
export const notFound = (message = en.api.notFound) => new AppError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('conflict', message, fields);
