import { intlLocale } from './i18n';

let names: Intl.DisplayNames | undefined;
let namesLocale = '';

/** "India" for IN, in the app's language: the browser's own country names, nothing to translate or ship. */
export function countryName(code: string): string {
  if (!names || namesLocale !== intlLocale()) {
    namesLocale = intlLocale();
    names = new Intl.DisplayNames([namesLocale], { type: 'region' });
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
}
