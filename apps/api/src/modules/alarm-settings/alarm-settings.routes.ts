import type { FastifyPluginAsync } from 'fastify';
import { alarmSettingsEndpoints as endpoints, en } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { getAlarmSettings, saveAlarmSettings } from './alarm-settings.service';

const m = en.alarmSettings;

/** Reading is for any admin (the desk shows the stale time); the contract lets only super admins change them. */
export const alarmSettingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.get, async () => ({ message: m.fetched, data: await getAlarmSettings(app.ctx) }));
  route(app, endpoints.save, async ({ body, request }) => ({ message: m.saved, data: await saveAlarmSettings(app.ctx, actorOf(request), body) }));
};
