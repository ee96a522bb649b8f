import type { FastifyPluginAsync } from 'fastify';
import { en, EXPORT_FILES, usersEndpoints as endpoints } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { sendCsv } from '../../lib/csv-export';
import { listAnswer } from '../../lib/list-engine';
import { route } from '../../lib/route';
import { USER_CSV_COLUMNS } from './users.csv';
import { createUser, exportUsers, getUser, listUsers, setUserStatus, updateUser } from './users.service';

const u = en.users;

/** End users (role 6): any signed-in admin may manage them. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listUsers, async ({ query }) => {
    const page = await listUsers(app.ctx, query);
    return { message: u.listFetched, ...listAnswer(page, 'TotalResult') };
  });

  route(app, endpoints.exportUsers, async ({ query, reply }) => sendCsv(reply, EXPORT_FILES.users, USER_CSV_COLUMNS, exportUsers(app.ctx, query)));

  route(app, endpoints.setUserStatus, async ({ params: { userId }, body: { status }, request }) => {
    await setUserStatus(app.ctx, actorOf(request), userId, status);
    return { message: status === 1 ? en.toast.userActivated : en.toast.userDeactivated, data: { userId, status } };
  });

  route(app, endpoints.getUser, async ({ params }) => ({ message: u.fetched, data: await getUser(app.ctx, params.userId) }));

  route(app, endpoints.createUser, async ({ body, request }) => ({ message: en.toast.userCreated, data: await createUser(app.ctx, actorOf(request), body) }));

  route(app, endpoints.updateUser, async ({ params, body, request }) => ({
    message: en.toast.userUpdated,
    data: await updateUser(app.ctx, actorOf(request), params.userId, body),
  }));
};
