/** drizzle wraps driver errors (DrizzleQueryError); the PostgreSQL code sits on the error or its cause. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (23505): two requests raced for the same unique value. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
