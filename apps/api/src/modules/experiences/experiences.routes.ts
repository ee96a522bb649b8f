import type { FastifyPluginAsync } from 'fastify';
import { en, experiencesEndpoints as endpoints } from '@guardian/contracts';
import { route } from '../../lib/route';
import { getPublicExperience } from './experiences.service';

export const experiencesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getExperienceDetails, async ({ params }) => ({ message: en.experiences.fetched, data: await getPublicExperience(app.ctx, params.id) }));
};
