/**
 * An error as a log line may show it: drizzle's message carries the query's parameters (see lib/error-handler.ts),
 * so only the innermost cause, the driver's own error, is logged, with its code.
 */
export function loggableError(error: unknown): { type?: string; code?: string; message: string } {
  let current = error as { name?: string; code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; current?.cause && typeof current.cause === 'object' && depth < 5; depth += 1) current = current.cause as typeof current;
  return { type: current?.name, code: current?.code, message: String(current?.message ?? error) };
}
