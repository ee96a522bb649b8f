import {
  en,
  isBlankHtml,
  mayEditTemplate,
  placeholderProblems,
  placeholderRule,
  TEMPLATE_TYPE,
  type EmailTemplateRow,
  type SmsTemplateRow,
  type StaticPageData,
  type StaticPageRow,
  type TemplatePreviewData,
} from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { fillPlaceholders, renderTemplate, sampleValues, templateLanguage } from '../mail-delivery/render-template';
import { secretPlacementProblem } from '../mail-delivery/secret-placeholders';
import { countTemplatesOfType, findTemplate, findTemplateById, listTemplatesOfType, updateTemplateContent, type TemplateRecord } from './cms.repository';
import { sanitizeRichText } from './sanitize-content';

type Row = EmailTemplateRow | SmsTemplateRow | StaticPageRow;

function toRow(record: TemplateRecord): Row {
  const updatedAt = record.updatedAt.toISOString();
  const rule = placeholderRule(record.templateType, record.slug);
  const placeholders = { placeholders: rule.allowed, requiredPlaceholders: rule.required, secretPlaceholders: rule.secret };
  if (record.templateType === TEMPLATE_TYPE.email) {
    return { eTempId: record.id, eTempName: record.name, subject: record.subject ?? '', content: record.content, ...placeholders, updatedAt };
  }
  if (record.templateType === TEMPLATE_TYPE.sms) return { sTempId: record.id, sTempName: record.name, content: record.content, ...placeholders, updatedAt };
  return { pageId: record.id, pageTitle: record.name, content: record.content, updatedAt };
}

export async function listTemplates(ctx: AppContext, query: { template_type: number; limit: number; page_no: number }) {
  const type = query.template_type;
  const [records, total] = await Promise.all([
    listTemplatesOfType(ctx.db, type, query.limit, (query.page_no - 1) * query.limit),
    countTemplatesOfType(ctx.db, type),
  ]);
  return { rows: records.map(toRow), total };
}

const notFoundFor = (type: number) => notFound(type === TEMPLATE_TYPE.staticPage ? en.cms.pageNotFound : en.cms.templateNotFound);

/** `draft` is the content as the client sent it, `content` what would be stored (sanitised): both are checked. */
async function saveContent(ctx: AppContext, actor: Actor, type: number, id: number, content: string, subject?: string, draft = content): Promise<Row> {
  const before = await findTemplate(ctx.db, type, id);
  if (!before) throw notFoundFor(type);
  const rule = placeholderRule(type, before.slug);
  if (!mayEditTemplate(actor.roleId, rule.secret)) throw forbidden(en.cms.secretTemplateSuperAdminsOnly);
  if (type !== TEMPLATE_TYPE.sms && isBlankHtml(content)) throw badRequest(en.cms.contentRequired, { content: en.cms.contentRequired });
  if (type !== TEMPLATE_TYPE.staticPage) {
    const problems = placeholderProblems(rule, content, subject ?? before.subject ?? '');
    const first = problems.subject ?? problems.content;
    if (first) throw badRequest(first, problems);
  }
  if (type === TEMPLATE_TYPE.email) {
    const misplaced = secretPlacementProblem(rule.secret, [draft, content], subject ?? before.subject ?? '');
    if (misplaced) throw badRequest(misplaced.message, { [misplaced.field]: misplaced.message });
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await updateTemplateContent(tx, id, { content, subject, updatedAt: ctx.now() });
    await auditBy(tx, actor, {
      action: type === TEMPLATE_TYPE.staticPage ? 'cms.static_page.updated' : 'cms.template.updated',
      entityType: 'cms_template',
      entityId: id,
      summary: { templateType: type, slug: before.slug },
      changes: {
        subject: { from: before.subject, to: subject ?? before.subject },
        contentLength: { from: before.content.length, to: content.length },
        contentChanged: content !== before.content,
      },
    });
    return row;
  });
  if (!saved) throw notFoundFor(type);
  return toRow(saved);
}

/** HTML is sanitised here, before it is stored: what is kept is safe in the back-office, the public page and mail. */
export const updateEmailTemplate = (ctx: AppContext, actor: Actor, id: number, body: { content: string; subject?: string }) =>
  saveContent(ctx, actor, TEMPLATE_TYPE.email, id, sanitizeRichText(body.content), body.subject, body.content) as Promise<EmailTemplateRow>;

/** SMS is plain text: stored as typed (React and the SMS gateway never read it as HTML). */
export const updateSmsTemplate = (ctx: AppContext, actor: Actor, id: number, body: { content: string }) =>
  saveContent(ctx, actor, TEMPLATE_TYPE.sms, id, body.content.trim()) as Promise<SmsTemplateRow>;

export const updateStaticPage = (ctx: AppContext, actor: Actor, pageId: number, body: { content: string }) =>
  saveContent(ctx, actor, TEMPLATE_TYPE.staticPage, pageId, sanitizeRichText(body.content)) as Promise<StaticPageRow>;

export async function getStaticPage(ctx: AppContext, pageId: number): Promise<StaticPageData> {
  const record = await findTemplate(ctx.db, TEMPLATE_TYPE.staticPage, pageId);
  if (!record) throw notFound(en.cms.pageNotFound);
  return { pageId: record.id, pageTitle: record.name, content: record.content };
}

/** A draft as its reader would get it: sanitised, then filled with sample values by the real renderer. */
export async function previewTemplate(ctx: AppContext, id: number, body: { content: string; subject?: string }): Promise<TemplatePreviewData> {
  const record = await findTemplateById(ctx.db, id);
  if (!record) throw notFound(en.cms.templateNotFound);
  // Sample values in the draft's own language (an Arabic template gets an Arabic name and wait).
  if (record.templateType === TEMPLATE_TYPE.sms)
    return { subject: null, content: fillPlaceholders(body.content, sampleValues(templateLanguage(body.content))) };
  if (record.templateType === TEMPLATE_TYPE.staticPage) return { subject: null, content: sanitizeRichText(body.content) };
  const mail = renderTemplate({ slug: record.slug, subject: body.subject ?? record.subject, content: sanitizeRichText(body.content) }, sampleValues);
  return { subject: mail.subject, content: mail.html };
}
