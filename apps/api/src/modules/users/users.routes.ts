import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserBody,
  en,
  envelope,
  EXPORT_FILES,
  exportUsersQuery,
  listUsersQuery,
  listUsersResponse,
  updateUserBody,
  userIdParams,
  userRow,
  userStatusBody,
  userStatusData,
  type UserRow,
} from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { sendCsv, type CsvColumn } from '../../lib/csv-export';
import { createUser, exportUsers, getUser, listUsers, setUserStatus, updateUser } from './users.service';

const u = en.users;
const tags = ['users'];

/** The columns of the list screen, in its order; the phone keeps its country code. */
const csvColumns: CsvColumn<UserRow>[] = [
  { header: u.userId, value: (row) => row.userId },
  { header: u.fullName, value: (row) => row.fullName },
  { header: u.email, value: (row) => row.email },
  { header: u.userName, value: (row) => row.userName },
  { header: u.phone, value: (row) => [row.countryCode, row.phoneNumber].filter(Boolean).join(' ') },
  { header: u.panicEventCount, value: (row) => row.panicEventCount },
  { header: u.redAlert, value: (row) => (row.redAlertSetting ? u.on : u.off) },
  { header: u.status, value: (row) => (row.status === 1 ? u.active : u.inactive) },
];

/** End users (role 6): any signed-in admin may manage them. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/admin/list-all-users', { schema: { tags, querystring: listUsersQuery, response: { 200: listUsersResponse } } }, async (request) => {
    const { rows, total } = await listUsers(app.ctx, request.query);
    return { message: u.listFetched, data: rows, TotalResult: total };
  });

  app.get('/user/admin/export-users', { schema: { tags, querystring: exportUsersQuery, produces: ['text/csv'] } }, async (request, reply) =>
    sendCsv(reply, EXPORT_FILES.users, csvColumns, exportUsers(app.ctx, request.query.search)),
  );

  app.patch(
    '/user/admin/active-deactive-user/:userId',
    { schema: { tags, params: userIdParams, body: userStatusBody, response: { 200: envelope(userStatusData) } } },
    async (request) => {
      const { userId } = request.params;
      const { status } = request.body;
      await setUserStatus(app.ctx, actorOf(request), userId, status);
      return { message: status === 1 ? en.toast.userActivated : en.toast.userDeactivated, data: { userId, status } };
    },
  );

  app.get('/user/admin/get-user-by-id/:userId', { schema: { tags, params: userIdParams, response: { 200: envelope(userRow) } } }, async (request) => {
    return { message: u.fetched, data: await getUser(app.ctx, request.params.userId) };
  });

  app.post('/user/admin/create-user', { schema: { tags, body: createUserBody, response: { 201: envelope(userRow) } } }, async (request, reply) => {
    const data = await createUser(app.ctx, actorOf(request), request.body);
    return reply.status(201).send({ message: en.toast.userCreated, data });
  });

  app.put(
    '/user/admin/update-user-details/:userId',
    { schema: { tags, params: userIdParams, body: updateUserBody, response: { 200: envelope(userRow) } } },
    async (request) => {
      const data = await updateUser(app.ctx, actorOf(request), request.params.userId, request.body);
      return { message: en.toast.userUpdated, data };
    },
  );
};
