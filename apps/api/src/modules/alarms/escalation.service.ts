import { alarmDeskPath, en, isLanguage, type AuditAction, type Language } from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { alarmSettingsInForce, type AlarmSettingsInForce } from '../alarm-settings/alarm-settings-in-force';
import { escapeHtml, mailHtmlIn } from '../mail-delivery/render-template';
import { appendAlarmAction } from './alarm-actions.repository';
import { appendAlarmFeed } from './alarm-feed.repository';
import { claimStaleEscalations, claimStaleReminders, claimUnacknowledged, languagesOfAddresses, type ClaimedAlarm } from './escalation.repository';

/** The audit's actor: no admin escalates, the server does. */
const ACTOR = 'Guardian escalation';

export type EscalationRound = { escalated: number[]; reminded: number[] };
type Stage = 'unacknowledged' | 'stale';

const CATALOGUES = { en, ar } as const;

/**
 * The escalation mail in `language`: an address that is an admin's own gets it in the admin's language, any
 * other in English (decision 066). The Arabic one is right to left.
 */
function escalationMail(ctx: AppContext, alarm: ClaimedAlarm, stage: Stage, language: Language) {
  const texts = CATALOGUES[language];
  const m = texts.escalation.mail;
  const link = `${ctx.config.publicUrl}${alarmDeskPath(alarm.id)}`;
  const owner = alarm.ownerName ?? texts.alarmWork.timeline.someone;
  const why = stage === 'unacknowledged' ? m.unacknowledged(alarm.personName, ctx.config.alarmAckSeconds) : m.stale(alarm.personName, owner);
  const started = m.started(alarm.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ''));
  const body = `<p>${escapeHtml(why)}</p><p>${escapeHtml(started)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(m.open)}</a></p>`;
  return {
    subject: m.subject(alarm.personName),
    text: `${why}\n${started}\n\n${m.open}: ${link}`,
    html: mailHtmlIn(language, body),
  };
}

/**
 * The log row (its data holds what the timeline's sentence needs: the times in force and the owner's name then),
 * the feed message (every desk within 2 s), the audit row and, for an escalation, one mail per address.
 */
async function announce(ctx: AppContext, tx: Db, alarm: ClaimedAlarm, stage: Stage | 'reminder', now: Date, round: RoundSettings) {
  const { settings } = round;
  const owner = alarm.ownerId === null ? {} : { ownerId: alarm.ownerId, ownerName: alarm.ownerName ?? '' };
  const escalation = stage !== 'reminder';
  const data = escalation ? { stage, ackSeconds: ctx.config.alarmAckSeconds, ...owner } : { staleMinutes: settings.staleMinutes, ...owner };
  await appendAlarmAction(tx, alarm.id, { kind: escalation ? 'escalated' : 'reminded', actorId: null, at: now, data });
  await appendAlarmFeed(tx, alarm.id, escalation ? 'escalated' : 'reminded');
  const action: AuditAction = escalation ? 'alarm.escalated' : 'alarm.reminded';
  const emails = escalation ? settings.escalationEmails : [];
  await recordAudit(tx, { actorId: null, actorEmail: ACTOR, action, entityType: 'panic_event', entityId: alarm.id, summary: { ...data, mailedTo: emails } });
  if (!escalation) return;
  const languages = await round.languages(tx);
  for (const to of emails) {
    const language = languages.get(to.toLowerCase());
    await ctx.mailer.enqueue(tx, { to, ...escalationMail(ctx, alarm, stage, isLanguage(language) ? language : 'en') }, now);
  }
}

/** What every alarm of one round is announced with: the settings, and the escalation addresses' languages, read once. */
type RoundSettings = { settings: AlarmSettingsInForce; languages: (tx: Db) => Promise<Map<string, string>> };

function roundSettings(settings: AlarmSettingsInForce): RoundSettings {
  let languages: Promise<Map<string, string>> | undefined;
  // Read at the first escalation of the round, not at every round: most rounds escalate nothing. A failed read
  // is not kept: its transaction rolls back, and the next stage reads again.
  const read = (tx: Db) =>
    languagesOfAddresses(tx, settings.escalationEmails).catch((error: unknown) => {
      languages = undefined;
      throw error;
    });
  return { settings, languages: (tx) => (languages ??= read(tx)) };
}

/**
 * One round of escalation, at `now` (tests pass a clock of their own): every alarm due a stage gets it once,
 * however many processes run rounds at the same moment (escalation.repository.ts claims each stage with a
 * conditional UPDATE in the transaction that writes its mails). Test alarms never escalate.
 */
export async function runEscalations(ctx: AppContext, now: Date = ctx.now()): Promise<EscalationRound> {
  const round: EscalationRound = { escalated: [], reminded: [] };
  const settings = await alarmSettingsInForce(ctx.db, ctx.config);
  const inForce = roundSettings(settings);
  const stages = [
    { stage: 'unacknowledged' as const, claim: (tx: Db) => claimUnacknowledged(tx, now, ctx.config.alarmAckSeconds), into: round.escalated },
    { stage: 'reminder' as const, claim: (tx: Db) => claimStaleReminders(tx, now, settings.staleMinutes), into: round.reminded },
    { stage: 'stale' as const, claim: (tx: Db) => claimStaleEscalations(tx, now, settings.staleMinutes), into: round.escalated },
  ];
  for (const { stage, claim, into } of stages) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const alarms = await claim(tx);
      for (const alarm of alarms) await announce(ctx, tx, alarm, stage, now, inForce);
      return alarms;
    });
    into.push(...claimed.map((alarm) => alarm.id));
  }
  if (round.escalated.length > 0) ctx.mailer.notify();
  return round;
}
