import type { FastifyPluginAsync } from 'fastify';
import { en, warningAudioEndpoints as endpoints } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { addWarningAudio, deleteWarningAudio, getWarningAudio, listWarningAudios, updateWarningAudio } from './warning-audio.service';

export const warningAudioRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async ({ query }) => {
    const { rows, total } = await listWarningAudios(app.ctx, query);
    return { message: en.warningAudio.listFetched, data: rows, TotalResult: total };
  });

  route(app, endpoints.get, async ({ params }) => ({ message: en.warningAudio.detailsFetched, data: await getWarningAudio(app.ctx, params.id) }));

  route(app, endpoints.create, async ({ body, files, request }) => ({
    message: en.toast.added,
    data: await addWarningAudio(app.ctx, actorOf(request), { fields: body, files }),
  }));

  route(app, endpoints.update, async ({ params, body, files, request }) => ({
    message: en.warningAudio.updated,
    data: await updateWarningAudio(app.ctx, actorOf(request), params.id, { fields: body, files }),
  }));

  route(app, endpoints.delete, async ({ params, request }) => {
    await deleteWarningAudio(app.ctx, actorOf(request), params.id);
    return { message: en.warningAudio.deleted };
  });
};
