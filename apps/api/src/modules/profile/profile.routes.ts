import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { en, envelope, myProfileData, updateProfileBody } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { readBody } from '../../lib/multipart';
import { getMyProfile, updateMyProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/get-my-profile', { schema: { tags: ['profile'], response: { 200: envelope(myProfileData) } } }, async (request) => {
    return { message: en.api.profileFetched, data: await getMyProfile(app.ctx, sessionOf(request).accountId) };
  });

  // Form data per the spec (multipart or JSON); validated with the same schema as the edit-profile form.
  app.put(
    '/update-profile',
    {
      config: { form: updateProfileBody },
      schema: { tags: ['profile'], consumes: ['multipart/form-data', 'application/json'], response: { 200: envelope(myProfileData) } },
    },
    async (request) => {
      const { fields } = await readBody(request);
      const body = updateProfileBody.parse(fields);
      const data = await updateMyProfile(app.ctx, sessionOf(request).accountId, body.full_name, request.ip);
      return { message: en.toast.detailsUpdated, data };
    },
  );
};
