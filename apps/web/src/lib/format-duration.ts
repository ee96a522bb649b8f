import { intlLocale } from './i18n';

/**
 * A span of time as an operator reads it: "45 s", "3 min 20 s", "2 h 5 min", "3 d 4 h" (the two largest
 * units; a zero second unit is left out). Seconds are rounded; a negative span (clock skew) counts as 0.
 * In another language than English, with Intl's narrow units.
 */
export function formatDuration(seconds: number, locale: string = intlLocale()): string {
  const total = Math.max(0, Math.round(seconds));
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), 'd'],
    [Math.floor((total % 86_400) / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'min'],
    [total % 60, 's'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return !locale.startsWith('en') ? unitFormat(locale, 's').format(0) : '0 s';
  const [major, minor] = [parts[first]!, parts[first + 1]];
  const shown = minor && minor[0] > 0 ? [major, minor] : [major];
  // Another language than English: Intl's short units ("3 د 20 ث" in Arabic).
  if (!locale.startsWith('en')) return shown.map(([value, unit]) => unitFormat(locale, unit).format(value)).join(' ');
  return shown.map(([value, unit]) => `${value} ${unit}`).join(' ');
}

const UNITS: Record<string, string> = { d: 'day', h: 'hour', min: 'minute', s: 'second' };
const unitFormat = (locale: string, unit: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'narrow' });
