import type { RouteObject } from 'react-router';
import type { Messages } from '@guardian/contracts';
import {
  directionOf,
  INTL_LOCALE,
  isLanguage,
  preferredLanguage,
  PSEUDO,
  supportedLanguage,
  type Language,
  type UiLanguage,
} from '@guardian/contracts/i18n/languages';
import { authMessages } from '@guardian/contracts/messages/auth';
import { commonMessages } from '@guardian/contracts/messages/common';
import { languageMessages } from '@guardian/contracts/messages/language';
import { pageStatesMessages } from '@guardian/contracts/messages/page-states';

/**
 * The language of the app (docs/decisions/023). `t` is the catalogue in use, read as `t.section.key`.
 *
 * - main.tsx awaits startLanguage before the first render: in Arabic (or the pseudo-locale) `t` is then the
 *   whole catalogue of that language, loaded as its own chunk.
 * - In English the first load carries only the sections the sign-in pages use (FIRST_LOAD); the rest of
 *   the catalogue loads before any other page's code (withAllTexts in router.tsx), so module-level reads
 *   such as `const u = t.users` always find their section.
 * - Changing language starts the app again (switchLanguage): nothing keeps a text of the language before.
 */
const FIRST_LOAD = { ...commonMessages, auth: authMessages, language: languageMessages, states: pageStatesMessages };

/** In development, a section read before the rest of the catalogue has loaded says so instead of `undefined`. */
const guarded = (texts: Partial<Messages>): Messages =>
  (import.meta.env.DEV
    ? new Proxy(texts, {
        get(target, key) {
          const value = Reflect.get(target, key);
          if (value === undefined && typeof key === 'string')
            throw new Error(`t.${key} was read before the rest of the catalogue loaded: load the page's code through withAllTexts (lib/i18n.ts).`);
          return value;
        },
      })
    : texts) as Messages;

export let t: Messages = guarded(FIRST_LOAD);
export let language: UiLanguage = 'en';
let translator: ((text: string) => string) | undefined;
let complete = false;

/**
 * An English text written outside `t` (a shared zod schema's message, a contracts helper's label) in the
 * language in use, found by its key in the English catalogue.
 */
export const localize = (text: string): string => (translator ? translator(text) : text);

/** The locale for Intl: en-GB for English (the spec's formats), Arabic with Latin digits. */
export const intlLocale = (): string => INTL_LOCALE[language];
export const isRtl = (): boolean => directionOf(language) === 'rtl';

let english: Promise<Messages> | undefined;
const loadEnglish = () => (english ??= import('@guardian/contracts/messages').then((module) => module.en));

/** The whole catalogue of the language in use (a no-op once loaded, and in Arabic, loaded at start). */
export async function loadAllTexts(): Promise<void> {
  if (complete) return;
  t = await loadEnglish();
  complete = true;
}

/** A route whose code loads only once the whole catalogue has (pages other than the sign-in ones). */
export function withAllTexts(route: RouteObject): RouteObject {
  const { lazy } = route;
  const children = route.children?.map(withAllTexts);
  if (typeof lazy !== 'function') return children ? ({ ...route, children } as RouteObject) : route;
  return {
    ...route,
    ...(children ? { children } : {}),
    lazy: async () => {
      await loadAllTexts();
      return lazy();
    },
  } as RouteObject;
}

/** Where this browser keeps the choice (the sign-in page's switch, the user menu, or the account's saved language). */
const STORAGE_KEY = 'language';

function savedLanguage(): UiLanguage | undefined {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved && (isLanguage(saved) || saved === PSEUDO) ? saved : undefined;
}

/**
 * `?lang=ar|en|pseudo` (kept), else this browser's choice, else the browser's preferred languages: so the
 * public pages follow the visitor's browser until a language is picked.
 */
export function initialLanguage(): UiLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  const fromUrl = asked ? supportedLanguage(asked) : undefined;
  if (fromUrl) {
    localStorage.setItem(STORAGE_KEY, fromUrl);
    // Asked for by name: like a pick on the switch, the account takes it at sign-in.
    if (fromUrl !== PSEUDO) sessionStorage.setItem(PICKED_LANGUAGE_KEY, fromUrl);
    return fromUrl;
  }
  return savedLanguage() ?? preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

async function load(next: UiLanguage): Promise<void> {
  if (next !== 'en') {
    const [en, catalogue, { createTranslator }] = await Promise.all([
      loadEnglish(),
      next === 'ar'
        ? Promise.all([import('@guardian/contracts/messages/ar/index'), import('dayjs/locale/ar')]).then(([module]) => module.ar)
        : loadEnglish().then(async (whole) => (await import('@guardian/contracts/i18n/pseudo')).pseudoCatalogue(whole)),
      import('@guardian/contracts/i18n/translate'),
    ]);
    t = catalogue;
    translator = createTranslator(en, catalogue);
    complete = true;
  }
  language = next;
  document.documentElement.lang = next;
  document.documentElement.dir = directionOf(next);
}

/** Before the first render. A catalogue that fails to load (network) leaves the app in English rather than blank. */
export async function startLanguage(): Promise<void> {
  try {
    await load(initialLanguage());
  } catch {
    await load('en');
  }
}

/** The language kept in this browser (for the account's saved language after sign-in). */
export const storedLanguage = (): Language | undefined => {
  const saved = savedLanguage();
  return saved === PSEUDO ? undefined : saved;
};

/**
 * Set by the switch of the sign-in and public pages: a language picked before signing in is saved to the
 * account at sign-in (features/language/lib/account-language.ts) rather than replaced by the account's.
 */
export const PICKED_LANGUAGE_KEY = 'languagePicked';

/**
 * Keeps the choice in this browser and starts the app again in it, at `to` or where it is (a `?lang=` in
 * the address goes).
 */
export function switchLanguage(next: UiLanguage, to?: string): void {
  localStorage.setItem(STORAGE_KEY, next);
  if (to) return window.location.assign(to);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  } else window.location.reload();
}
