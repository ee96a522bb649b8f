import { z } from 'zod';
import { ROLE, TEMPLATE_TYPE } from './constants';
import { ANY_ADMIN, defineEndpoint, PUBLIC } from './endpoint';
import { envelope, pageQuery } from './envelope';
import { en } from './messages';
import { smsLength, SMS_SEGMENTS_MAX } from './sms-length';

const m = en.cms;

export type TemplateType = (typeof TEMPLATE_TYPE)[keyof typeof TEMPLATE_TYPE];
const TEMPLATE_TYPES: readonly number[] = Object.values(TEMPLATE_TYPE);

/** template_type 3 lists static pages; warning audios have their own list call (docs/decisions/009). */
export const listTemplatesQuery = pageQuery.extend({
  template_type: z.coerce
    .number({ message: m.templateTypeInvalid })
    .int(m.templateTypeInvalid)
    .refine((n) => TEMPLATE_TYPES.includes(n), m.templateTypeInvalid),
});

const id = z.coerce.number({ message: en.api.notFound }).int(en.api.notFound).positive(en.api.notFound).max(Number.MAX_SAFE_INTEGER, en.api.notFound);
export const templateIdParams = z.object({ id });
export const pageIdParams = z.object({ pageId: id });

/** Row shapes as spec section 3 names them: each kind has its own id and name fields. */
export const emailTemplateRow = z.object({
  eTempId: z.number().int(),
  eTempName: z.string(),
  subject: z.string(),
  content: z.string(),
  placeholders: z.array(z.string()),
  requiredPlaceholders: z.array(z.string()),
  /** Placeholders whose value is a credential (the reset link): only super admins may edit such a template. */
  secretPlaceholders: z.array(z.string()),
  updatedAt: z.string(),
});
export type EmailTemplateRow = z.infer<typeof emailTemplateRow>;

export const smsTemplateRow = z.object({
  sTempId: z.number().int(),
  sTempName: z.string(),
  content: z.string(),
  placeholders: z.array(z.string()),
  requiredPlaceholders: z.array(z.string()),
  secretPlaceholders: z.array(z.string()),
  updatedAt: z.string(),
});
export type SmsTemplateRow = z.infer<typeof smsTemplateRow>;

export const staticPageRow = z.object({ pageId: z.number().int(), pageTitle: z.string(), content: z.string(), updatedAt: z.string() });
export type StaticPageRow = z.infer<typeof staticPageRow>;

export const listTemplatesResponse = z.object({
  message: z.string(),
  data: z.array(z.union([emailTemplateRow, smsTemplateRow, staticPageRow])),
  TotalResult: z.number().int(),
});

export const HTML_CONTENT_MAX = 100_000;
export const SUBJECT_MAX = 200;

/** Empty editor output ('<p></p>', '<p>&nbsp;</p>') counts as no content; an image alone is content. */
export function isBlankHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

const htmlContent = z
  .string({ message: m.contentRequired })
  .max(HTML_CONTENT_MAX, en.validation.tooLong(HTML_CONTENT_MAX))
  .refine((value) => !isBlankHtml(value), m.contentRequired);

export const updateEmailTemplateBody = z.object({
  content: htmlContent,
  subject: z.string().trim().min(1, m.subjectRequired).max(SUBJECT_MAX, en.validation.tooLong(SUBJECT_MAX)).optional(),
});

export const updateSmsTemplateBody = z.object({
  content: z
    .string({ message: m.contentRequired })
    .refine((value) => value.trim() !== '', m.contentRequired)
    // Counted as written: a placeholder's value (a link, a name) makes the sent message longer still.
    .superRefine((value, check) => {
      const { segments } = smsLength(value);
      if (segments > SMS_SEGMENTS_MAX) check.addIssue({ code: 'custom', message: m.smsTooLong(SMS_SEGMENTS_MAX, segments) });
    }),
});

export const updateStaticPageBody = z.object({ content: htmlContent });

/** The public page needs only what it shows. */
export const staticPageData = z.object({ pageId: z.number().int(), pageTitle: z.string(), content: z.string() });
export type StaticPageData = z.infer<typeof staticPageData>;

/** A draft filled with sample values, rendered by the same code that renders the real message. */
export const previewTemplateBody = z.object({
  content: z.string().max(HTML_CONTENT_MAX, en.validation.tooLong(HTML_CONTENT_MAX)),
  subject: z.string().max(SUBJECT_MAX, en.validation.tooLong(SUBJECT_MAX)).optional(),
});
export const templatePreviewData = z.object({ subject: z.string().nullable(), content: z.string() });
export type TemplatePreviewData = z.infer<typeof templatePreviewData>;

const tag = 'cms';

export const cmsEndpoints = {
  listTemplates: defineEndpoint({
    operationId: 'listTemplates',
    summary: 'A page of e-mail templates, SMS templates or static pages (template_type 1, 2 or 3)',
    tag,
    method: 'GET',
    path: '/cms/list-templates',
    access: ANY_ADMIN,
    query: listTemplatesQuery,
    success: { status: 200, schema: listTemplatesResponse },
  }),
  updateEmailTemplate: defineEndpoint({
    operationId: 'updateEmailTemplate',
    summary: "Saves an e-mail template's content and subject; its placeholders are checked",
    tag,
    method: 'PATCH',
    path: '/cms/update-email-template/:id',
    access: ANY_ADMIN,
    params: templateIdParams,
    body: updateEmailTemplateBody,
    success: { status: 200, schema: envelope(emailTemplateRow) },
    // 403: a template that carries a secret (the reset link) is for super admins only.
    errors: [403, 404],
  }),
  updateSmsTemplate: defineEndpoint({
    operationId: 'updateSmsTemplate',
    summary: "Saves an SMS template's content; its placeholders are checked",
    tag,
    method: 'PATCH',
    path: '/cms/update-sms-template/:id',
    access: ANY_ADMIN,
    params: templateIdParams,
    body: updateSmsTemplateBody,
    success: { status: 200, schema: envelope(smsTemplateRow) },
    errors: [404],
  }),
  // Not in the spec: the editor's preview, rendered by the code that renders the real message.
  previewTemplate: defineEndpoint({
    operationId: 'previewTemplate',
    summary: 'A draft of a template filled with sample values, rendered as the real message would be',
    tag,
    method: 'POST',
    path: '/cms/preview-template/:id',
    access: ANY_ADMIN,
    params: templateIdParams,
    body: previewTemplateBody,
    success: { status: 200, schema: envelope(templatePreviewData) },
    errors: [404],
  }),
  updateStaticPage: defineEndpoint({
    operationId: 'updateStaticPage',
    summary: "Saves a static page's content (sanitised rich text)",
    tag,
    method: 'PATCH',
    path: '/update-static-page/:pageId',
    access: ANY_ADMIN,
    params: pageIdParams,
    body: updateStaticPageBody,
    success: { status: 200, schema: envelope(staticPageRow) },
    errors: [404],
  }),
  // Public: the static page render (spec section 6) needs no session.
  getStaticPage: defineEndpoint({
    operationId: 'getStaticPage',
    summary: 'A static page as the public sees it: title and content',
    tag,
    method: 'GET',
    path: '/get-static-page-data/:pageId',
    access: PUBLIC,
    params: pageIdParams,
    success: { status: 200, schema: envelope(staticPageData) },
    errors: [404],
  }),
};

// ---------------------------------------------------------------------------------------------------------
// Placeholders: what each message the server sends fills in. An unknown placeholder would reach the reader
// as literal '{{...}}', and a sent link or code that the template dropped would make the message useless,
// so the server refuses both when a template is saved.

export type PlaceholderName = keyof typeof en.cms.placeholderHelp;

/** Shown in previews; never sent to anyone. */
export const PLACEHOLDER_SAMPLES: Record<PlaceholderName, string> = {
  name: 'Jane Doe',
  link: 'https://guardian.example/sample-link',
  expiresIn: '1 hour',
  productName: en.product.name,
  code: '482913',
};

/**
 * `secret`: placeholders whose value is a credential (the password reset link opens the account it is sent
 * for). This table is the one place that says so. Such a placeholder may stand only as a link's whole address
 * or as text (never inside another URL, attribute or style, where the mail would hand it to someone else's
 * server), and only super admins may edit a template that has one.
 */
export type PlaceholderRule = { allowed: PlaceholderName[]; required: PlaceholderName[]; secret: PlaceholderName[] };
const GENERIC: PlaceholderRule = { allowed: ['name', 'productName'], required: [], secret: [] };
const withLink: PlaceholderRule = { allowed: ['name', 'link', 'productName'], required: ['link'], secret: [] };

const RULES: Record<string, PlaceholderRule> = {
  [`${TEMPLATE_TYPE.email}:forgot-password`]: { allowed: ['name', 'link', 'expiresIn', 'productName'], required: ['link'], secret: ['link'] },
  [`${TEMPLATE_TYPE.email}:welcome`]: GENERIC,
  [`${TEMPLATE_TYPE.email}:emergency-alert`]: withLink,
  [`${TEMPLATE_TYPE.email}:contact-consent`]: withLink,
  [`${TEMPLATE_TYPE.sms}:emergency-alert`]: withLink,
  [`${TEMPLATE_TYPE.sms}:contact-consent`]: withLink,
  [`${TEMPLATE_TYPE.sms}:alert-stopped`]: GENERIC,
  [`${TEMPLATE_TYPE.sms}:verification-code`]: { allowed: ['productName', 'code'], required: ['code'], secret: [] },
};

/** Who may edit a template: anyone signed in, except that one carrying a secret is for super admins (role 2). */
export const mayEditTemplate = (roleId: number, secretPlaceholders: readonly string[]): boolean =>
  secretPlaceholders.length === 0 || roleId === ROLE.superAdmin;

export function placeholderRule(templateType: number, slug: string): PlaceholderRule {
  if (templateType === TEMPLATE_TYPE.staticPage) return { allowed: [], required: [], secret: [] };
  return RULES[`${templateType}:${slug}`] ?? GENERIC;
}

/** The same `{{name}}` syntax the mail renderer fills (apps/api/src/modules/mail-delivery/render-template.ts). */
const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

/** Every placeholder written in `text`, in order, each time it is written. */
export const placeholderOccurrences = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);

export function placeholdersIn(text: string): string[] {
  return [...new Set(placeholderOccurrences(text))];
}

/** The two fields whose placeholders are judged; each problem is shown under its own field. */
export type PlaceholderField = 'content' | 'subject';

/**
 * A template's placeholder problems by field: an unknown placeholder under the field that has it, a required one
 * that is nowhere (subject nor content) under the content. Empty when there is none.
 */
export function placeholderProblems(
  rule: Pick<PlaceholderRule, 'allowed' | 'required'>,
  content: string,
  subject = '',
): Partial<Record<PlaceholderField, string>> {
  const unknownIn = (text: string) => placeholdersIn(text).find((name) => !(rule.allowed as string[]).includes(name));
  const problems: Partial<Record<PlaceholderField, string>> = {};
  const inSubject = unknownIn(subject);
  if (inSubject) problems.subject = m.unknownPlaceholder(inSubject, rule.allowed);
  const inContent = unknownIn(content);
  const used = new Set([...placeholdersIn(content), ...placeholdersIn(subject)]);
  const missing = rule.required.find((name) => !used.has(name));
  if (inContent) problems.content = m.unknownPlaceholder(inContent, rule.allowed);
  else if (missing) problems.content = m.missingPlaceholder(missing);
  return problems;
}
