import { expect, test } from 'vitest';

test('zod loaded after the app config runs without its eval probe (jitless)', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // The setting holds for the schemas the forms use.
  const { signInBody } = await import('@guardian/contracts');
  expect(signInBody.safeParse({ email: 'a@b.co', password: 'Passw0rd!' }).success).toBeTypeOf('boolean');
});
