import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailTemplateRow,
  en,
  envelope,
  listTemplatesQuery,
  listTemplatesResponse,
  pageIdParams,
  previewTemplateBody,
  smsTemplateRow,
  staticPageData,
  staticPageRow,
  templateIdParams,
  templatePreviewData,
  updateEmailTemplateBody,
  updateSmsTemplateBody,
  updateStaticPageBody,
} from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { getStaticPage, listTemplates, previewTemplate, updateEmailTemplate, updateSmsTemplate, updateStaticPage } from './cms.service';

const tags = ['cms'];

export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cms/list-templates', { schema: { tags, querystring: listTemplatesQuery, response: { 200: listTemplatesResponse } } }, async (request) => {
    const { rows, total } = await listTemplates(app.ctx, request.query);
    return { message: en.cms.templatesFetched, data: rows, TotalResult: total };
  });

  app.patch(
    '/cms/update-email-template/:id',
    { schema: { tags, params: templateIdParams, body: updateEmailTemplateBody, response: { 200: envelope(emailTemplateRow) } } },
    async (request) => ({ message: en.toast.templateUpdated, data: await updateEmailTemplate(app.ctx, actorOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/cms/update-sms-template/:id',
    { schema: { tags, params: templateIdParams, body: updateSmsTemplateBody, response: { 200: envelope(smsTemplateRow) } } },
    async (request) => ({ message: en.toast.templateUpdated, data: await updateSmsTemplate(app.ctx, actorOf(request), request.params.id, request.body) }),
  );

  // Not in the spec: the editor's preview, rendered by the code that renders the real message.
  app.post(
    '/cms/preview-template/:id',
    { schema: { tags, params: templateIdParams, body: previewTemplateBody, response: { 200: envelope(templatePreviewData) } } },
    async (request) => ({ message: en.cms.previewDone, data: await previewTemplate(app.ctx, request.params.id, request.body) }),
  );

  app.patch(
    '/update-static-page/:pageId',
    { schema: { tags, params: pageIdParams, body: updateStaticPageBody, response: { 200: envelope(staticPageRow) } } },
    async (request) => ({ message: en.toast.templateUpdated, data: await updateStaticPage(app.ctx, actorOf(request), request.params.pageId, request.body) }),
  );

  // Public: the static page render (spec section 6) needs no session.
  app.get(
    '/get-static-page-data/:pageId',
    { config: { public: true }, schema: { tags, params: pageIdParams, security: [], response: { 200: envelope(staticPageData) } } },
    async (request) => ({ message: en.cms.pageFetched, data: await getStaticPage(app.ctx, request.params.pageId) }),
  );
};
