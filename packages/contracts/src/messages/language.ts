/** Texts of the language switch and of the account's saved language (part of `en`; see ../messages.ts). */
export const languageMessages = {
  label: 'Language',
  /** The switch's group name on the sign-in and public pages. */
  choose: 'Choose the language',
  fetched: 'Language fetched successfully.',
  saved: 'Language saved.',
  invalid: "language must be 'en' or 'ar'.",
  saveFailed: 'The language could not be saved to your account; this browser keeps it.',
};
