import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParams, adminRow, createAdminBody, en, envelope, listAdminsQuery, listAdminsResponse, PROFILE_IMAGE, ROLE, updateAdminBody } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { readBody } from '../../lib/multipart';
import { createAdmin, getAdmin, listAdmins, updateAdmin } from './admins.service';

const a = en.admins;
const tags = ['admins'];
/** Admin management is for super admins only, enforced here and not just hidden in the sidebar. */
const config = { roles: [ROLE.superAdmin] };
/** The spec sends the admin forms as multipart (the picture); JSON without a picture is taken too. */
const consumes = ['multipart/form-data', 'application/json'];
/** The picture part of both forms; their text fields are documented with the schemas the service parses (lib/openapi.ts). */
const formFiles = { profile_pic: { types: PROFILE_IMAGE.types } };

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/list-admins', { config, schema: { tags, querystring: listAdminsQuery, response: { 200: listAdminsResponse } } }, async (request) => {
    const { rows, total } = await listAdmins(app.ctx, request.query);
    return { message: a.listFetched, data: rows, TotalResult: total };
  });

  app.get('/auth/get-admin-by-id/:id', { config, schema: { tags, params: adminIdParams, response: { 200: envelope(adminRow) } } }, async (request) => {
    return { message: a.fetched, data: await getAdmin(app.ctx, request.params.id) };
  });

  app.post('/auth/create-admin', { config: { ...config, form: createAdminBody, formFiles }, schema: { tags, consumes, response: { 201: envelope(adminRow) } } }, async (request, reply) => {
    const { fields, files } = await readBody(request);
    const data = await createAdmin(app.ctx, actorOf(request), fields, files);
    return reply.status(201).send({ message: en.toast.adminCreated, data });
  });

  app.put(
    '/auth/update-admin-details/:id',
    { config: { ...config, form: updateAdminBody, formFiles }, schema: { tags, params: adminIdParams, consumes, response: { 200: envelope(adminRow) } } },
    async (request) => {
      const { fields, files } = await readBody(request);
      const data = await updateAdmin(app.ctx, actorOf(request), request.params.id, fields, files);
      return { message: en.toast.adminUpdated, data };
    },
  );
};
