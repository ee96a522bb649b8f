import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { alarmIngestEndpoints as endpoints, en } from '@guardian/contracts';
import { serviceKeyOf } from '../../context';
import { route } from '../../lib/route';
import { ingestLog, ingestPanicEvent, ingestStop, type IngestCaller, type IngestResult } from './ingest.service';

const m = en.alarms;

const callerOf = (request: FastifyRequest): IngestCaller => ({ key: serviceKeyOf(request), ip: request.ip });

/** 201 when the call changed the alert, 200 (the same body) when it was a retry that changed nothing. */
function created(reply: FastifyReply, result: IngestResult, message: string, retryMessage: string) {
  if (result.changed) return { message, data: result.alarm };
  return reply.status(200).send({ message: retryMessage, data: result.alarm });
}

/** The alarm service's calls (X-Api-Key; the auth hook has checked the key and its rate). */
export const alarmIngestRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createPanicEvent, async ({ body, request, reply }) =>
    created(reply, await ingestPanicEvent(app.ctx, callerOf(request), body), m.created, m.alreadyReceived),
  );
  route(app, endpoints.addLog, async ({ params, body, request, reply }) =>
    created(reply, await ingestLog(app.ctx, callerOf(request), params.alert_unique_id, body), m.logAdded, m.logAdded),
  );
  route(app, endpoints.stop, async ({ params, body, request }) => {
    const result = await ingestStop(app.ctx, callerOf(request), params.alert_unique_id, body);
    return { message: m.stopped, data: result.alarm };
  });
};
