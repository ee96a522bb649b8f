import type { FastifyPluginAsync } from 'fastify';
import { adminsEndpoints as endpoints, en } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { listAnswer } from '../../lib/list-engine';
import { route } from '../../lib/route';
import { createAdmin, getAdmin, listAdmins, updateAdmin } from './admins.service';
import { setAdminStatus } from './admin-status.service';

const a = en.admins;

/** Admin management: every call is for super admins only (adminsEndpoints' access). */
export const adminsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async ({ query }) => {
    const page = await listAdmins(app.ctx, query);
    return { message: a.listFetched, ...listAnswer(page, 'TotalResult') };
  });

  route(app, endpoints.get, async ({ params }) => ({ message: a.fetched, data: await getAdmin(app.ctx, params.id) }));

  route(app, endpoints.create, async ({ body, files, request }) => ({
    message: en.toast.adminCreated,
    data: await createAdmin(app.ctx, actorOf(request), body, files),
  }));

  route(app, endpoints.update, async ({ params, body, files, request }) => ({
    message: en.toast.adminUpdated,
    data: await updateAdmin(app.ctx, actorOf(request), params.id, body, files),
  }));

  route(app, endpoints.setStatus, async ({ params, body, request }) => ({
    message: body.status === 1 ? a.activated : a.deactivated,
    data: await setAdminStatus(app.ctx, actorOf(request), params.id, body.status),
  }));
};
