import { getCountries, getCountryCallingCode, getExampleNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';

/** Where a calling code is shared (+1), the demo's numbers follow the country its cities are mostly in. */
const MAIN_COUNTRY: Record<string, CountryCode> = { '1': 'US', '44': 'GB', '61': 'AU', '7': 'RU' };

/** How many trailing digits the seed varies: the prefix keeps the example's operator and area digits. */
export const VARIED_DIGITS = 4;

/**
 * The national-number prefix of a real mobile number for a calling code ("+91" → "81234"): the seed appends
 * VARIED_DIGITS digits, and the result passes the same phone rule the user form and the API apply. Checked here
 * at both ends of the varied range; a code whose example would fail gets none (the caller keeps its old rule).
 */
export function mobilePrefix(callingCode: string): string | null {
  const code = callingCode.replace('+', '');
  const country = MAIN_COUNTRY[code] ?? getCountries().find((candidate) => getCountryCallingCode(candidate) === code);
  const example = country ? getExampleNumber(country, mobileExamples)?.nationalNumber : undefined;
  if (!example || example.length <= VARIED_DIGITS) return null;
  const prefix = example.slice(0, -VARIED_DIGITS);
  const valid = ['0', '9'].every((digit) => isValidPhoneNumber(`+${code}${prefix}${digit.repeat(VARIED_DIGITS)}`));
  return valid ? prefix : null;
}
