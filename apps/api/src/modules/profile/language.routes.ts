import type { FastifyPluginAsync } from 'fastify';
import { en, languageEndpoints as endpoints } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { route } from '../../lib/route';
import { getMyLanguage, setMyLanguage } from './language.service';

/** The signed-in admin's language (decision 023). */
export const languageRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getMyLanguage, async ({ request }) => ({
    message: en.language.fetched,
    data: await getMyLanguage(app.ctx, sessionOf(request).accountId),
  }));

  route(app, endpoints.setMyLanguage, async ({ body, request }) => ({
    message: en.language.saved,
    data: await setMyLanguage(app.ctx, sessionOf(request).accountId, body.language),
  }));
};
