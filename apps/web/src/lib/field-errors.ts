import type { z } from 'zod';
import { ApiError } from './api-client';
import { localize } from './i18n';

/** Errors keyed by their path ('email', 'escalationEmails.1', 'steps.0.text'): one message a field, the first it breaks. */
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

/** A refusal's field errors (the server's, already in the page's language), for the form to show beside the fields. */
export const serverErrors = (error: unknown): FieldErrors => (error instanceof ApiError ? error.fields : {});

/**
 * The field errors of a refusal that the form has no field for, less those that repeat the server's message
 * (which the toast shows anyway): what would otherwise be lost.
 */
export function unplacedMessages(error: unknown, hasField: (key: string) => boolean): string[] {
  if (!(error instanceof ApiError)) return [];
  const messages = Object.entries(error.fields).flatMap(([key, message]) => (hasField(key) || message === error.message ? [] : [message]));
  return [...new Set(messages)];
}
