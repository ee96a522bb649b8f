import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authEndpoints as endpoints, en, profileEndpoints } from '@guardian/contracts';
import { sessionOf } from '../../context';
import { route } from '../../lib/route';
import { changePassword, endAdminSessions, requestPasswordReset, resetPassword, signIn, signOut, verifySessionPassword } from './auth.service';

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
});

export const authRoutes: FastifyPluginAsync = async (app) => {
  // Hears every process's revocations and ends this process's streams of those sessions (session-streams.ts).
  const streams = app.ctx.sessionStreams;
  let listening = false;
  app.addHook('onReady', async () => {
    await streams.start(app.log);
    listening = true;
  });
  app.addHook('preClose', async () => {
    if (listening) await streams.stop();
    listening = false;
  });

  route(app, endpoints.signIn, async ({ body, request }) => {
    const data = await signIn(app.ctx, body.email, body.password, meta(request), body.remember ?? true);
    return { message: en.toast.loggedIn, data };
  });

  route(app, endpoints.requestPasswordReset, async ({ body, request }) => {
    await requestPasswordReset(app.ctx, body.email, meta(request));
    return { message: en.api.forgotSent, data: { message: en.api.forgotSent } };
  });

  route(app, endpoints.resetPassword, async ({ params, body, request }) => {
    await resetPassword(app.ctx, params.token, body.new_password, request.ip);
    return { message: en.api.resetDone };
  });

  route(app, endpoints.signOut, async ({ request }) => {
    await signOut(app.ctx, sessionOf(request), request.ip);
    return { message: en.api.loggedOut };
  });

  route(app, endpoints.unlock, async ({ body, request }) => {
    await verifySessionPassword(app.ctx, sessionOf(request), body.password, request.ip);
    return { message: en.api.ok };
  });

  route(app, endpoints.endAdminSessions, async ({ params, request }) => {
    const ended = await endAdminSessions(app.ctx, sessionOf(request), params.id, request.ip);
    return { message: en.timeline.api.sessionsEnded, data: { ended } };
  });

  route(app, profileEndpoints.changePassword, async ({ body, request }) => {
    await changePassword(app.ctx, sessionOf(request), body.old_password, body.password, request.ip);
    return { message: en.toast.passwordChanged };
  });
};
