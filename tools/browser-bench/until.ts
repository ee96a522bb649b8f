/**
 * Polls `check` from Node until it holds, rather than with waitForFunction: the app's CSP (script-src 'self') forbids
 * the string evaluation that waitForFunction does in the page, and tsx's `__name` wrapping breaks a function handed
 * over. `everyMs` is the polling interval: short where the wait itself is what a bench measures.
 */
export async function until(check: () => Promise<boolean>, what: string, { timeoutMs = 30_000, everyMs = 100 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
