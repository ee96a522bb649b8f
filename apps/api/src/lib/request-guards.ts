import type { FastifyRequest } from 'fastify';
import { en } from '@guardian/contracts';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store NUL in text, and a lone UTF-16 surrogate would be stored as U+FFFD: either way what
 * is stored would not be what was sent (or the write would fail with a 500). Refused for every route here,
 * before any schema or service sees the value.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** Walks without recursion, so a deeply nested body cannot exhaust the stack here. */
function firstUnstorable(root: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path || '_';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return path || '_';
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/** Refuses the request if any of these holds text that cannot be stored, naming the field. */
export function assertStorable(...roots: unknown[]): void {
  for (const root of roots) {
    const field = firstUnstorable(root);
    if (field) throw badRequest(en.api.validationFailed, { [field]: en.api.validationFailed });
  }
}

/** A multipart form is read in its handler, after this hook: readMultipart (lib/multipart.ts) checks its fields. */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  assertStorable(request.params, request.query, request.body);
}
