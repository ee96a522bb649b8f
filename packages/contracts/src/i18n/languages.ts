/**
 * The languages of the back-office, its e-mails and public pages (docs/decisions/023). Kept free of zod and of
 * the catalogues themselves: the web's first load takes this file, the Arabic catalogue loads only when chosen.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-locale (the conventional tag for accented English): every text accented, 30 % longer and in
 * brackets, to spot untranslated text (plain English) and cut-off text (a missing closing bracket).
 * For development and tests only; never stored for an account.
 */
export const PSEUDO = 'en-XA';
export type UiLanguage = Language | typeof PSEUDO;

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's own name, shown in the switch whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export const directionOf = (language: UiLanguage): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale given to Intl for numbers and dates. Arabic keeps Latin digits (nu-latn): ids, phone numbers,
 * MAC addresses and log times are Latin digits everywhere in the back-office, and one digit set in a table
 * reads better than two; month and day names, separators and order are Arabic. English keeps the spec's en-GB.
 */
export const INTL_LOCALE: Record<UiLanguage, string> = { en: 'en-GB', ar: 'ar-u-nu-latn', [PSEUDO]: 'en-GB' };

/** The language of a BCP 47 tag we support ('ar-SA' → 'ar', 'en-XA' → the pseudo-locale), or undefined. */
export function supportedLanguage(tag: string): UiLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === PSEUDO.toLowerCase() || lower === 'pseudo') return PSEUDO;
  const primary = lower.split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language to answer in from an Accept-Language header: the supported tag with the highest weight
 * (ties in the header's order), English when none is supported or the header is absent. `*` means English.
 */
export function negotiateLanguage(header: string | undefined | null): UiLanguage {
  if (!header) return 'en';
  let best: { language: UiLanguage; weight: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    const language = tag.trim() === '*' ? 'en' : supportedLanguage(tag);
    if (language && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'en';
}

/** A browser's preferred languages (navigator.languages) to one we support, English when none. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = supportedLanguage(tag);
    if (language && language !== PSEUDO) return language;
  }
  return 'en';
}
