import type { Page } from 'playwright-core';

type SignInAnswer = { data: { token: string; full_name: string; email: string; roleId: number; profile_pic: string | null } };

/** Signs in through the API, as the login form does, and returns what the form would keep. */
export async function signInThroughApi(baseUrl: string, email: string, password: string) {
  const response = await fetch(new URL('/v1/auth/admin-signin', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as SignInAnswer).data;
}

/**
 * Leaves the account in sessionStorage under the web app's keys (apps/web/src/lib/session.ts, "Remember me"
 * unchecked) before the app's first script, as e2e's `signInDirectly` does: the form's own redirect would only
 * add a page load before the measurement.
 */
export async function openSignedIn(page: Page, account: Awaited<ReturnType<typeof signInThroughApi>>) {
  const values = { token: account.token, fullName: account.full_name, email: account.email, role: String(account.roleId), profile: account.profile_pic ?? '' };
  await page.addInitScript({
    content: `(() => {
      const values = ${JSON.stringify(values)};
      localStorage.setItem('remember', 'false');
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    })();`,
  });
}
