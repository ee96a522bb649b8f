import { en, type AlarmSettings } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { readAlarmSettings, writeAlarmSettings } from './alarm-settings.repository';

export async function getAlarmSettings(ctx: AppContext): Promise<AlarmSettings> {
  return { ...(await readAlarmSettings(ctx.db)), ackSeconds: ctx.config.alarmAckSeconds };
}

/** Replaces the settings (the body is already checked by the contract), audited with what changed. */
export async function saveAlarmSettings(ctx: AppContext, actor: Actor, body: { escalationEmails: string[]; staleMinutes: number }): Promise<AlarmSettings> {
  await ctx.db.transaction(async (tx) => {
    const before = await readAlarmSettings(tx, true);
    await writeAlarmSettings(tx, body, actor.accountId, ctx.now());
    await auditBy(tx, actor, {
      action: 'alarm_settings.updated',
      entityType: 'alarm_settings',
      entityId: 1,
      summary: { name: en.alarmSettings.title },
      changes: {
        escalationEmails: { from: before.escalationEmails, to: body.escalationEmails },
        staleMinutes: { from: before.staleMinutes, to: body.staleMinutes },
      },
    });
  });
  return getAlarmSettings(ctx);
}
