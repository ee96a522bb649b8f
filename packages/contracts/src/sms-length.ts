/**
 * How long an SMS is in the units a carrier bills: the GSM 03.38 alphabet (7 bits, 160 characters in one part,
 * 153 in each part of a longer message) unless any character is outside it, and then UCS-2 (70 in one part, 67
 * in each of several). A character of the alphabet's extension table (^ { } [ ] ~ | € \ and form feed) takes
 * two places. The editor shows this as the operator types; the server refuses a template of more than
 * SMS_SEGMENTS_MAX parts with the same count.
 */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsLength = {
  encoding: SmsEncoding;
  /** Places used: GSM-7 septets (two for an extension character) or UCS-2 code units. */
  units: number;
  segments: number;
  /** Places in each part at this length: 160 or 153 (GSM-7), 70 or 67 (UCS-2). */
  perSegment: number;
};

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

/** Ten concatenated parts; carriers refuse or split longer messages unreliably. */
export const SMS_SEGMENTS_MAX = 10;

function gsmUnits(text: string): number | null {
  let units = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) units += 1;
    else if (GSM_EXTENSION.has(character)) units += 2;
    else return null;
  }
  return units;
}

export function smsLength(text: string): SmsLength {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm === null ? 'UCS-2' : 'GSM-7';
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  const units = gsm ?? text.length;
  const { single, part } = SMS_LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single };
  return { encoding, units, segments: Math.ceil(units / part), perSegment: part };
}
