import type { FastifyPluginAsync } from 'fastify';
import { cmsEndpoints as endpoints, en } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { getStaticPage, listTemplates, previewTemplate, updateEmailTemplate, updateSmsTemplate, updateStaticPage } from './cms.service';

export const cmsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listTemplates, async ({ query }) => {
    const { rows, total } = await listTemplates(app.ctx, query);
    return { message: en.cms.templatesFetched, data: rows, TotalResult: total };
  });

  route(app, endpoints.updateEmailTemplate, async ({ params, body, request }) => ({
    message: en.toast.templateUpdated,
    data: await updateEmailTemplate(app.ctx, actorOf(request), params.id, body),
  }));

  route(app, endpoints.updateSmsTemplate, async ({ params, body, request }) => ({
    message: en.toast.templateUpdated,
    data: await updateSmsTemplate(app.ctx, actorOf(request), params.id, body),
  }));

  route(app, endpoints.previewTemplate, async ({ params, body }) => ({ message: en.cms.previewDone, data: await previewTemplate(app.ctx, params.id, body) }));

  route(app, endpoints.updateStaticPage, async ({ params, body, request }) => ({
    message: en.toast.templateUpdated,
    data: await updateStaticPage(app.ctx, actorOf(request), params.pageId, body),
  }));

  route(app, endpoints.getStaticPage, async ({ params }) => ({ message: en.cms.pageFetched, data: await getStaticPage(app.ctx, params.pageId) }));
};
