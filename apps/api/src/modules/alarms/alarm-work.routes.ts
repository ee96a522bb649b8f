import type { FastifyPluginAsync } from 'fastify';
import { alarmWorkEndpoints as endpoints, en, responsePlansEndpoints as plans } from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { route } from '../../lib/route';
import { callerOf, catalogueOf } from './alarm-request';
import { addNote, handOff, logCall, recordStep, takeOver } from './alarm-work.service';
import { getPlans, putPlan } from './response-plans.service';

const w = en.alarmWork;

/** Working an alarm (any admin; the service decides who may do what) and the response plans. */
export const alarmWorkRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.takeOver, async ({ params, body, request }) => ({
    message: w.takenOver,
    data: await takeOver(app.ctx, callerOf(request), params.id, body, catalogueOf(request)),
  }));
  route(app, endpoints.step, async ({ params, body, request }) => ({
    message: w.stepRecorded,
    data: await recordStep(app.ctx, callerOf(request), params.id, params.stepId, body, catalogueOf(request)),
  }));
  route(app, endpoints.call, async ({ params, body, request }) => ({
    message: w.callLogged,
    data: await logCall(app.ctx, callerOf(request), params.id, body, catalogueOf(request)),
  }));
  route(app, endpoints.handoff, async ({ params, body, request }) => ({
    message: w.handedOff,
    data: await handOff(app.ctx, callerOf(request), params.id, body, catalogueOf(request)),
  }));
  route(app, endpoints.note, async ({ params, body, request }) => ({
    message: w.noteAdded,
    data: await addNote(app.ctx, callerOf(request), params.id, body, catalogueOf(request)),
  }));
  route(app, plans.list, async () => ({ message: w.plansFetched, data: await getPlans(app.ctx) }));
  route(app, plans.save, async ({ params, body, request }) => ({ message: w.planSaved, data: await putPlan(app.ctx, actorOf(request), params.kind, body) }));
};
