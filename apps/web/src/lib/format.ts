import { intlLocale } from './i18n';

export function formatCount(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}
