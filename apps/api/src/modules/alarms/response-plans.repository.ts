import { sql } from 'drizzle-orm';
import type { PlanBody, ResponsePlanKind } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export type StoredPlan = { kind: ResponsePlanKind; steps: PlanBody['steps'] };

export async function listPlans(db: Db): Promise<StoredPlan[]> {
  const rows = await queryRows<{ kind: ResponsePlanKind; steps: unknown }>(db, sql`select kind, steps from response_plans`);
  return rows.map((row) => ({ kind: row.kind, steps: (typeof row.steps === 'string' ? JSON.parse(row.steps) : row.steps) as PlanBody['steps'] }));
}

/** Replaces a plan's steps (creates the plan if its kind had none). Alarms already raised keep their copies. */
export async function savePlan(tx: Db, kind: ResponsePlanKind, steps: PlanBody['steps'], by: number, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into response_plans (kind, steps, updated_at, updated_by) values (${kind}, ${JSON.stringify(steps)}::jsonb, ${at.toISOString()}, ${by})
        on conflict (kind) do update set steps = excluded.steps, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  );
}
