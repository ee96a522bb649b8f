import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { localize } from '../../../lib/i18n';

/** Errors keyed by their path ('escalationEmails.1', 'steps.0.text'): one message a field, the first it breaks. */
export type FieldErrors = Record<string, string>;

/** The contract's schema checks the form before it is sent: the same messages the server would answer with. */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= localize(issue.message);
  return { errors };
}

/** A refusal's field errors (the server's), for the form to show beside the fields. */
export const serverErrors = (error: unknown): FieldErrors => (error instanceof ApiError ? error.fields : {});
