import type { FastifyPluginAsync } from 'fastify';
import { alarmsEndpoints, en } from '@guardian/contracts';
import { sessionOf } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { sendEventStream } from '../../../lib/event-stream';
import { route } from '../../../lib/route';
import { AlarmStream } from './alarm-stream';
import { streamSessionIsLive } from './stream-session';

const FEED_ID = /^\d{1,18}$/;

/** Last-Event-ID (what a reconnecting client sends) wins over ?after= (for clients that cannot set it). */
function resumeAfter(header: string | string[] | undefined, after: string | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') {
    if (!FEED_ID.test(value.trim())) throw badRequest(en.alarms.lastEventIdInvalid, { 'last-event-id': en.alarms.lastEventIdInvalid });
    return Number(value.trim());
  }
  return after === undefined ? null : Number(after);
}

/**
 * GET /v1/admin/alarms/stream: the desk's server-sent events (docs/decisions/020-live-alarm-transport.md).
 * The process's AlarmHub (ctx.alarmHub) starts with the app and stops before the server closes, ending every
 * open stream: an open stream would otherwise keep app.close() (and a graceful shutdown) waiting forever.
 */
export const alarmsLiveRoutes: FastifyPluginAsync = async (app) => {
  const hub = app.ctx.alarmHub;
  const open = new Set<AlarmStream>();
  let started = false;

  app.addHook('onReady', async () => {
    await hub.start(app.log);
    started = true;
  });
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
    if (started) await hub.stop();
    started = false;
  });

  route(app, alarmsEndpoints.stream, async ({ query, request, reply }) => {
    const { tokenHash } = sessionOf(request);
    const after = resumeAfter(request.headers['last-event-id'], query.after);
    const sessions = app.ctx.sessionStreams;
    const stream = new AlarmStream(
      {
        db: app.ctx.db,
        hub,
        publicUrl: app.ctx.config.publicUrl,
        log: request.log,
        sessionIsLive: () => streamSessionIsLive(app.ctx, tokenHash),
        sessionEnded: () => sessions.hasEnded(tokenHash),
      },
      () => reply.raw.writableLength,
    );
    open.add(stream);
    const untie = sessions.add(tokenHash, () => stream.end());
    sendEventStream(reply, stream.out);
    void stream.open(after, () => {
      open.delete(stream);
      untie();
    });
    return reply;
  });
};
