import type { AlarmKind, Supervision } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { toFigures } from '../alarms/response-figures.sql';
import { figuresSince, openAlarms, operatorsAtWork } from './supervision.repository';

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export async function getSupervision(ctx: AppContext): Promise<Supervision> {
  const now = ctx.now();
  const rows = await openAlarms(ctx.db, now);
  const operators = await operatorsAtWork(ctx.db, now);
  const today = await figuresSince(ctx.db, startOfUtcDay(now));
  const alarms = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as AlarmKind,
    state: row.state,
    alertType: Number(row.alert_type),
    source: Number(row.source),
    person: { id: Number(row.user_id), name: row.user_full_name },
    startedAt: row.started_at,
    acknowledgedAt: row.acknowledged_at,
    escalatedAt: row.escalated_at,
    waitedSeconds: Math.round(Number(row.waited_seconds)),
    owner: row.owner_id === null ? null : { id: Number(row.owner_id), name: row.owner_name ?? '' },
  }));
  return {
    now: now.toISOString(),
    alarms,
    operators: operators.map((operator) => ({
      id: Number(operator.id),
      name: operator.name,
      owns: alarms.filter((alarm) => alarm.owner?.id === Number(operator.id)).map((alarm) => alarm.id),
    })),
    today: toFigures(today),
  };
}
