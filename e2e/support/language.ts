import type { APIRequestContext } from '@playwright/test';
import { BASE_URL, SUPER_ADMIN } from './environment';

/**
 * The super admin's saved language back to English, whatever a test did: the account adopts it at every
 * sign-in, and the other files sign in as this admin expecting English.
 */
export async function resetAccountLanguage(request: APIRequestContext) {
  const signIn = await request.post(`${BASE_URL}/v1/auth/admin-signin`, { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } });
  const token = (await signIn.json()).data.token as string;
  await request.put(`${BASE_URL}/v1/my-language`, { headers: { Authorization: `Bearer ${token}` }, data: { language: 'en' } });
}
