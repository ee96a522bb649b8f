/**
 * Login and forgot-password inputs are trimmed and stripped of emoji before validation (spec section 5).
 * Pictographs, flags (regional indicators), their variation selectors, skin-tone modifiers, joiners and keycap
 * marks all go, so that a pasted "admin@example.com 🙂" signs in as admin@example.com.
 */
// Each code point is removed on its own (joiners, selectors, modifiers), so a class is what we want here.
// eslint-disable-next-line no-misleading-character-class
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{FE0E}\u{200D}\u{20E3}\u{E0020}-\u{E007F}]/gu;

export function stripEmoji(value: string): string {
  return value.replace(EMOJI, '');
}

export function cleanCredential(value: string): string {
  return stripEmoji(value).trim();
}
