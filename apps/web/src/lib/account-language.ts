import { languageEndpoints, PSEUDO, type Language } from '@guardian/contracts';
import { call } from './api-client';
import { language, PICKED_LANGUAGE_KEY, storedLanguage } from './i18n';

/** The signed-in admin's saved language (null: never chosen). */
export const getMyLanguage = () => call(languageEndpoints.getMyLanguage).then((answer) => answer.data.language);

export const setMyLanguage = (next: Language) => call(languageEndpoints.setMyLanguage, { body: { language: next } });

/**
 * Right after sign-in: the account's language and this browser's agree. A language picked on the sign-in
 * page is saved to the account; otherwise the account's saved language wins. Answers the language the app
 * must start in, or undefined when it is already in it. A failure leaves the browser's language: signing in
 * matters more than the preference.
 */
export async function settleAccountLanguage(): Promise<Language | undefined> {
  const picked = sessionStorage.getItem(PICKED_LANGUAGE_KEY);
  sessionStorage.removeItem(PICKED_LANGUAGE_KEY);
  // The pseudo-locale is a test of the interface, never the account's language.
  if (language === PSEUDO) return undefined;
  try {
    const current = storedLanguage();
    if (picked && picked === current) {
      await setMyLanguage(current);
      return undefined;
    }
    const saved = await getMyLanguage();
    return saved && saved !== language ? saved : undefined;
  } catch {
    return undefined;
  }
}
