import { isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * Whether a calling code ('+91') and a national number ('9876543210') make a number that country issues:
 * its length and leading digits, from libphonenumber's metadata. The `min` metadata is the one the web's
 * phone input (react-phone-number-input) already loads, so the form and the server judge with the same data
 * and the browser does not download a second copy. It does not tell a mobile from a fixed line (decision 027).
 */
export function isRealPhoneNumber(countryCode: string, nationalNumber: string): boolean {
  return isValidPhoneNumber(`${countryCode}${nationalNumber}`);
}
