import type { FastifyPluginAsync } from 'fastify';
import { en, profileEndpoints as endpoints } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { route } from '../../lib/route';
import { getMyProfile, updateMyProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getMyProfile, async ({ request }) => ({
    message: en.api.profileFetched,
    data: await getMyProfile(app.ctx, sessionOf(request).accountId),
  }));

  route(app, endpoints.updateMyProfile, async ({ body, request }) => {
    const data = await updateMyProfile(app.ctx, sessionOf(request).accountId, body.full_name, request.ip);
    return { message: en.toast.detailsUpdated, data };
  });
};
