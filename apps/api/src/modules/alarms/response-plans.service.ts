import { en, RESPONSE_PLAN_KINDS, type PlanBody, type ResponsePlan, type ResponsePlanKind } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { listPlans, savePlan } from './response-plans.repository';

const names = en.alarmWork.planNames;

/** Every kind's plan in RESPONSE_PLAN_KINDS order; a kind without a stored plan shows no steps (alarms of it follow the default plan). */
export async function getPlans(ctx: AppContext): Promise<ResponsePlan[]> {
  const stored = new Map((await listPlans(ctx.db)).map((plan) => [plan.kind, plan.steps]));
  return RESPONSE_PLAN_KINDS.map((kind) => ({ kind, name: names[kind], steps: stored.get(kind) ?? [] }));
}

/** Replaces a plan's steps, audited; open alarms keep the steps they were given. */
export async function putPlan(ctx: AppContext, actor: Actor, kind: ResponsePlanKind, body: PlanBody): Promise<ResponsePlan> {
  await ctx.db.transaction(async (tx) => {
    await savePlan(tx, kind, body.steps, actor.accountId, ctx.now());
    await auditBy(tx, actor, {
      action: 'response_plan.updated',
      entityType: 'response_plan',
      entityId: kind,
      summary: { name: names[kind], steps: body.steps },
    });
  });
  return { kind, name: names[kind], steps: body.steps };
}
