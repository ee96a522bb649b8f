import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  en,
  endAdminSessionsData,
  endAdminSessionsParams,
  envelope,
  forgotPasswordBody,
  messageOnly,
  resetPasswordBody,
  resetTokenParams,
  signInBody,
  signInData,
  unlockBody,
  ROLE,
} from '@guardian/contracts';
import { sessionOf } from '../../context';
import { changePassword, endAdminSessions, requestPasswordReset, resetPassword, signIn, signOut, verifySessionPassword } from './auth.service';

const publicRoute = { public: true } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/auth/admin-signin',
    { config: publicRoute, schema: { tags: ['auth'], body: signInBody, response: { 200: envelope(signInData) } } },
    async (request) => {
      const data = await signIn(app.ctx, request.body.email, request.body.password, meta(request));
      return { message: en.toast.loggedIn, data };
    },
  );

  app.post(
    '/auth/admin-forgot-password',
    { config: publicRoute, schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: envelope(messageOnly) } } },
    async (request) => {
      await requestPasswordReset(app.ctx, request.body.email, meta(request));
      return { message: en.api.forgotSent, data: { message: en.api.forgotSent } };
    },
  );

  app.post(
    '/auth/admin-reset-password/:token',
    { config: publicRoute, schema: { tags: ['auth'], params: resetTokenParams, body: resetPasswordBody, response: { 200: messageOnly } } },
    async (request) => {
      await resetPassword(app.ctx, request.params.token, request.body.new_password, request.ip);
      return { message: en.api.resetDone };
    },
  );

  app.post('/auth/logout', { schema: { tags: ['auth'], response: { 200: messageOnly } } }, async (request) => {
    await signOut(app.ctx, sessionOf(request), request.ip);
    return { message: en.api.loggedOut };
  });

  app.post('/auth/unlock', { schema: { tags: ['auth'], body: unlockBody, response: { 200: messageOnly } } }, async (request) => {
    await verifySessionPassword(app.ctx, sessionOf(request).accountId, request.body.password);
    return { message: en.api.ok };
  });

  app.post(
    '/auth/end-admin-sessions/:id',
    { config: { roles: [ROLE.superAdmin] }, schema: { tags: ['auth'], params: endAdminSessionsParams, response: { 200: envelope(endAdminSessionsData) } } },
    async (request) => {
      const ended = await endAdminSessions(app.ctx, sessionOf(request), request.params.id, request.ip);
      return { message: en.timeline.api.sessionsEnded, data: { ended } };
    },
  );

  app.put('/change-password', { schema: { tags: ['profile'], body: changePasswordBody, response: { 200: messageOnly } } }, async (request) => {
    await changePassword(app.ctx, sessionOf(request).accountId, request.body.old_password, request.body.password, request.ip);
    return { message: en.toast.passwordChanged };
  });
};
