import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

/** The web's country picker reads the same metadata: the browser loads one copy. */
export { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/**
 * Whether a calling code ('+91') and a national number ('9876543210') make a number that country issues:
 * its length and leading digits, from libphonenumber's metadata (`min`), which the web's phone field reads
 * too, so the form and the server judge with the same data and the browser does not download a
 * second copy. It does not tell a mobile from a fixed line (decision 027).
 */
export function isRealPhoneNumber(countryCode: string, nationalNumber: string): boolean {
  return isValidPhoneNumber(`${countryCode}${nationalNumber}`);
}

/** What a person may type in a phone number besides digits: a leading '+', spaces, dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\-.()/]/g;

/**
 * The number as typed, without its separators: '+44 (0)7911-123 456' gives '+4407911123456'. '00' before the
 * country code is the international prefix of most countries: '0044…' reads as '+44…'.
 */
export function compactPhoneText(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * A number read from what was typed: its E.164 form and its parts, the country its digits belong to, and
 * whether that country issues it (length and leading digits).
 */
export type ReadPhone = { e164: string; callingCode: string; national: string; country: CountryCode | undefined; valid: boolean };

/**
 * Reads a number as a person types or pastes it. A number with its own country code ('+44 7911 123456',
 * '0044 7911 123456') keeps it, whatever `callingCode` (the picked country) says; one without
 * ('07911 123456') is read in the picked country, its trunk '0' dropped. Undefined when it cannot be read.
 */
export function readPhoneNumber(text: string, callingCode: string): ReadPhone | undefined {
  const compact = compactPhoneText(text);
  const parsed = compact.startsWith('+')
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, { defaultCallingCode: callingCode.replace('+', '') });
  if (!parsed) return undefined;
  return {
    e164: parsed.number,
    callingCode: `+${parsed.countryCallingCode}`,
    national: parsed.nationalNumber,
    country: parsed.country,
    valid: parsed.isValid(),
  };
}

/** A stored number as people read it: '07911 123456' and its country ('GG'), or undefined when unreadable. */
export function nationalPhone(
  callingCode: string | null,
  national: string | null,
): { text: string; e164: string; country: CountryCode | undefined } | undefined {
  if (!national) return undefined;
  const parsed = parsePhoneNumberFromString(`${callingCode ?? ''}${national}`);
  return parsed ? { text: parsed.formatNational(), e164: parsed.number, country: parsed.country } : undefined;
}

/** The country a calling code is first of ('+1': US, '+44': GB), for a number whose digits name no country yet. */
export function mainCountryOf(callingCode: string): CountryCode | undefined {
  return metadata.country_calling_codes[callingCode.replace('+', '')]?.[0] as CountryCode | undefined;
}
