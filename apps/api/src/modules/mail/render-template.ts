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

const FALLBACK = {
  subject: 'Reset your {{productName}} password',
  content: '<p>Hello {{name}},</p><p><a href="{{link}}">Reset your password</a>. The link expires in {{expiresIn}}.</p>',
};

export function renderTemplate(template: { subject: string | null; content: string } | undefined, values: TemplateValues) {
  const source = template ?? FALLBACK;
  const html = fillPlaceholders(source.content, values, escapeHtml);
  return { subject: fillPlaceholders(source.subject ?? FALLBACK.subject, values), html, text: htmlToText(html) };
}
