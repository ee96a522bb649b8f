import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { en, envelope, experienceDetailsData, experienceParams } from '@guardian/contracts';
import { getPublicExperience } from './experiences.service';

export const experiencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public (spec section 7: "without auth header"): anyone holding the shared link may see it.
  app.get(
    '/get-experience-details-by-admin/:id',
    {
      config: { public: true },
      schema: { tags: ['experiences'], params: experienceParams, response: { 200: envelope(experienceDetailsData) } },
    },
    async (request) => ({ message: en.experience.fetched, data: await getPublicExperience(app.ctx, request.params.id) }),
  );
};
