import { en, PLACEHOLDER_SAMPLES, placeholderRule, TEMPLATE_TYPE, type Language } from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import { guardSecrets } from './secret-placeholders';

/** The template the server sends for a password reset; its built-in twin is used when the CMS has none. */
export const RESET_SLUG = 'forgot-password';

/**
 * Fills `{{placeholder}}` markers of a CMS template. Values are HTML-escaped in the HTML part (a user's name
 * is data, not markup); unknown placeholders are left visible so an operator notices a typo in preview.
 */
export type TemplateValues = Record<string, string>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function fillPlaceholders(template: string, values: TemplateValues, escape: (s: string) => string = (s) => s): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? escape(values[name] as string) : whole));
}

/** A readable plain-text twin of an HTML mail, for clients that do not show HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A mail's HTML body in `language`: an Arabic one is read right to left. */
export const mailHtmlIn = (language: Language, body: string) => (language === 'ar' ? `<div dir="rtl" lang="ar">${body}</div>` : body);

/** The e-mail chrome of each language (messages/mail.ts): built-in template and placeholder wordings. */
const CHROME: Record<Language, typeof en.mail> = { en: en.mail, ar: ar.mail };

/**
 * The language a template is written in: Arabic when it has Arabic letters. Operators write a template in
 * one language; what the server puts into it (a wait, a sample name) follows that language (decision 023).
 */
export const templateLanguage = (text: string): Language => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');

export const mailChrome = (language: Language) => CHROME[language];

/** Preview values in the template's own language (English: the samples of contracts, unchanged). */
export const sampleValues = (language: Language): TemplateValues =>
  language === 'en' ? PLACEHOLDER_SAMPLES : { ...PLACEHOLDER_SAMPLES, name: CHROME[language].sampleName, expiresIn: CHROME[language].resetLinkExpiresIn };

/**
 * A template filled in. Values may depend on the template's language (a function of it). Without a CMS
 * template, the built-in one of the recipient's language. An Arabic template is sent right to left.
 *
 * The HTML is made safe for a mail before anything is filled (guardSecrets): nothing in it loads from outside,
 * and a secret placeholder (placeholderRule's `secret`: the reset link) is filled only as a link's whole
 * address or as text, whatever was stored. A secret is never put in the subject.
 */
export function renderTemplate(
  template: { slug: string; subject: string | null; content: string } | undefined,
  values: TemplateValues | ((language: Language) => TemplateValues),
  recipientLanguage: Language = 'en',
) {
  const builtIn = CHROME[recipientLanguage];
  const source = template ?? { slug: RESET_SLUG, subject: builtIn.resetSubject, content: builtIn.resetContent };
  const subjectSource = source.subject ?? builtIn.resetSubject;
  const language = templateLanguage(`${subjectSource} ${source.content}`);
  const filled = typeof values === 'function' ? values(language) : values;
  const { secret } = placeholderRule(TEMPLATE_TYPE.email, source.slug);
  const body = fillPlaceholders(guardSecrets(source.content, secret).html, filled, escapeHtml);
  const html = mailHtmlIn(language, body);
  const subjectValues = { ...filled, ...Object.fromEntries(secret.map((name) => [name, ''])) };
  return { subject: fillPlaceholders(subjectSource, subjectValues), html, text: htmlToText(html) };
}
