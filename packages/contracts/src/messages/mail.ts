/**
 * The e-mail chrome (part of `en`; see ../messages.ts): what the server writes around and into the operator's
 * templates, never the templates themselves. Placeholder values follow the language of the template they go
 * into; the built-in template (used when the CMS has none) follows the recipient's language.
 */
export const mailMessages = {
  /** {{expiresIn}} of the password reset mail. */
  resetLinkExpiresIn: '1 hour',
  resetSubject: 'Reset your {{productName}} password',
  resetContent: '<p>Hello {{name}},</p><p><a href="{{link}}">Reset your password</a>. The link expires in {{expiresIn}}.</p>',
  /** {{name}} in a template preview. */
  sampleName: 'Jane Doe',
};
