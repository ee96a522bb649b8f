import {
  TEMPLATE_TYPE,
  updateEmailTemplateBody,
  updateSmsTemplateBody,
  updateStaticPageBody,
  type EmailTemplateRow,
  type SmsTemplateRow,
  type StaticPageRow,
} from '@guardian/contracts';
import { t } from '../../../lib/i18n';

/** A static page's public address (the page viewer of auth-routes.tsx): its id, not its row number. */
export const staticPageLink = (pageId: number) => `/auth/staticpage/${pageId}`;

export type TemplateKind = 'email' | 'sms' | 'static';

/** The three row shapes of spec section 3, seen the same way by the table and the modal. */
export type EditableTemplate = {
  id: number;
  name: string;
  subject: string | null;
  content: string;
  placeholders: string[];
  requiredPlaceholders: string[];
  /** Placeholders carrying a secret (the reset link): the template is then for super admins to edit. */
  secretPlaceholders: string[];
};

export const KINDS = {
  email: { type: TEMPLATE_TYPE.email, title: t.cms.emailTitle, nameHeader: t.cms.templateName, richText: true, schema: updateEmailTemplateBody },
  sms: { type: TEMPLATE_TYPE.sms, title: t.cms.smsTitle, nameHeader: t.cms.templateName, richText: false, schema: updateSmsTemplateBody },
  static: { type: TEMPLATE_TYPE.staticPage, title: t.cms.staticTitle, nameHeader: t.cms.pageTitle, richText: true, schema: updateStaticPageBody },
} as const;

export function toEditable(row: EmailTemplateRow | SmsTemplateRow | StaticPageRow): EditableTemplate {
  if ('eTempId' in row)
    return {
      id: row.eTempId,
      name: row.eTempName,
      subject: row.subject,
      content: row.content,
      placeholders: row.placeholders,
      requiredPlaceholders: row.requiredPlaceholders,
      secretPlaceholders: row.secretPlaceholders,
    };
  if ('sTempId' in row)
    return {
      id: row.sTempId,
      name: row.sTempName,
      subject: null,
      content: row.content,
      placeholders: row.placeholders,
      requiredPlaceholders: row.requiredPlaceholders,
      secretPlaceholders: row.secretPlaceholders,
    };
  return { id: row.pageId, name: row.pageTitle, subject: null, content: row.content, placeholders: [], requiredPlaceholders: [], secretPlaceholders: [] };
}
