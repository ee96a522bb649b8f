import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readAlarmSettings } from './alarm-settings.repository';

/** The settings escalation works by: the saved row, with the server's ALARM_STALE_MINUTES while no stale time is saved. */
export type AlarmSettingsInForce = { escalationEmails: string[]; staleMinutes: number; staleMinutesSaved: boolean; updatedAt: string };

export async function alarmSettingsInForce(db: Db, config: Pick<Config, 'alarmStaleMinutes'>, forUpdate = false): Promise<AlarmSettingsInForce> {
  const stored = await readAlarmSettings(db, forUpdate);
  return { ...stored, staleMinutes: stored.staleMinutes ?? config.alarmStaleMinutes, staleMinutesSaved: stored.staleMinutes !== null };
}
