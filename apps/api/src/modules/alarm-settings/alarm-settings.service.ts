import { en, type AlarmSettings } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { auditBy, type Actor } from '../../lib/actor';
import { alarmSettingsInForce } from './alarm-settings-in-force';
import { writeAlarmSettings } from './alarm-settings.repository';

export async function getAlarmSettings(ctx: AppContext): Promise<AlarmSettings> {
  return { ...(await alarmSettingsInForce(ctx.db, ctx.config)), ackSeconds: ctx.config.alarmAckSeconds };
}

/** Replaces the settings (the body is already checked by the contract), audited with what changed. */
export async function saveAlarmSettings(ctx: AppContext, actor: Actor, body: { escalationEmails: string[]; staleMinutes: number }): Promise<AlarmSettings> {
  await ctx.db.transaction(async (tx) => {
    // "from" is the stale time that was in force, the server's default included.
    const before = await alarmSettingsInForce(tx, ctx.config, true);
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
