import { z } from 'zod';
import { alarmMessages } from './messages/alarms';
import { alarmWorkMessages as w } from './messages/alarm-work';
import { requestsMessages as r } from './messages/requests';
import { usersMessages } from './messages/users';
import { ALERT_FROM_WATCH, ALERT_TYPE_WARNING } from './panic-events';
import { storable } from './stored-text';

/**
 * Working an alarm: who owns it, the checklist copied from its response plan, calls, hand-offs to emergency
 * services and notes. Every action is a row of the alarm's append-only log; the details and the timeline read
 * from that log.
 */

export const ALARM_WORK_LIMITS = { reasonMax: 500, noteMax: 2000, numberMax: 40, referenceMax: 100, stepTextMax: 300, planStepsMax: 20 } as const;

// The outcomes sit with the statuses: Panic Events shows them too, without importing the alarm's modules.
export { EARLIER_OUTCOMES, RESOLVE_OUTCOMES, type ResolveOutcome } from './alarm-status';

/**
 * Which response plan an alarm follows, chosen from how it was raised: a duress alarm (whatever raised it), a
 * wearable (watch) alert, or an app alert of either type. `default` covers anything else (a new alert type or source).
 */
export const RESPONSE_PLAN_KINDS = ['app_emergency', 'app_warning', 'wearable', 'duress', 'default'] as const;
export type ResponsePlanKind = (typeof RESPONSE_PLAN_KINDS)[number];
export function planKindOf(alertType: number, source: number, alarmKind: string = 'panic'): ResponsePlanKind {
  if (alarmKind === 'duress') return 'duress';
  if (source === ALERT_FROM_WATCH) return 'wearable';
  if (source !== 1) return 'default';
  if (alertType === ALERT_TYPE_WARNING) return 'app_warning';
  return alertType === 2 ? 'app_emergency' : 'default';
}

export const STEP_STATUS = ['pending', 'done', 'skipped'] as const;
export const CALLED = ['person', 'contact'] as const;
export const CALL_RESULTS = ['answered', 'no_answer', 'busy', 'voicemail', 'wrong_number'] as const;
export const HANDOFF_SERVICES = ['police', 'ambulance', 'fire', 'other'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];
export type HandoffService = (typeof HANDOFF_SERVICES)[number];

// ---- Request bodies ----

/** Free text, trimmed, within `max`, storable; `required` refuses an empty one with `requiredMessage`. */
function text(field: string, max: number, options: { singleLine?: boolean; requiredMessage?: string } = {}) {
  const base = z
    .string({ message: options.requiredMessage ?? usersMessages.notText(field) })
    .trim()
    .max(max, r.fields.tooLong(field, max))
    .refine(storable(options.singleLine ?? false), alarmMessages.unstorableText(field));
  return options.requiredMessage ? base.refine((value) => value.length > 0, options.requiredMessage) : base;
}
const optionalText = (field: string, max: number, singleLine = false) => text(field, max, { singleLine }).default('');

export const takeOverBody = z.object({
  reason: text('reason', ALARM_WORK_LIMITS.reasonMax, { requiredMessage: w.reasonRequired }),
  /**
   * The owner's account id as the desk showed it. When sent, the take-over is refused if the alarm has changed
   * hands since (the operator would take it from someone they never saw); without it, the owner the server
   * reads as the request arrives stands in.
   */
  from: z
    .number({ message: r.fields.wholeNumber('from') })
    .int(r.fields.wholeNumber('from'))
    .positive(r.fields.wholeNumber('from'))
    .optional(),
});
export type TakeOverBody = z.infer<typeof takeOverBody>;

export const stepParams = z.object({ id: z.coerce.number().int().positive(), stepId: z.coerce.number().int().positive() });
export const stepBody = z
  .object({
    status: z.enum(['done', 'skipped'], { message: w.choose('done or skipped') }),
    note: optionalText('note', ALARM_WORK_LIMITS.noteMax),
  })
  .superRefine((body, issue) => {
    if (body.status === 'skipped' && !body.note) issue.addIssue({ code: 'custom', path: ['note'], message: w.skipNeedsNote });
  });
export type StepBody = z.infer<typeof stepBody>;

export const callBody = z
  .object({
    called: z.enum(CALLED, { message: w.choose('who was called') }),
    contact_id: z
      .number({ message: r.fields.wholeNumber('contact_id') })
      .int(r.fields.wholeNumber('contact_id'))
      .positive(r.fields.wholeNumber('contact_id'))
      .optional(),
    number: text('number', ALARM_WORK_LIMITS.numberMax, { singleLine: true, requiredMessage: w.numberRequired }),
    result: z.enum(CALL_RESULTS, { message: w.choose('a result') }),
    note: optionalText('note', ALARM_WORK_LIMITS.noteMax),
  })
  .superRefine((body, issue) => {
    if ((body.called === 'contact') !== (body.contact_id !== undefined)) issue.addIssue({ code: 'custom', path: ['contact_id'], message: w.contactRequired });
  });
export type CallBody = z.infer<typeof callBody>;

export const handoffBody = z.object({
  service: z.enum(HANDOFF_SERVICES, { message: w.choose('a service') }),
  reference: optionalText('reference', ALARM_WORK_LIMITS.referenceMax, true),
  note: optionalText('note', ALARM_WORK_LIMITS.noteMax),
});
export type HandoffBody = z.infer<typeof handoffBody>;

export const noteBody = z.object({ text: text('text', ALARM_WORK_LIMITS.noteMax, { requiredMessage: w.noteRequired }) });
export type NoteBody = z.infer<typeof noteBody>;

export const planStep = z.object({
  text: text('text', ALARM_WORK_LIMITS.stepTextMax, { singleLine: true, requiredMessage: w.stepTextRequired }),
  required: z.boolean({ message: w.choose('whether the step is required') }),
});
export const planKindParams = z.object({ kind: z.enum(RESPONSE_PLAN_KINDS, { message: w.unknownKind }) });
export const planBody = z.object({
  steps: z.array(planStep, { message: w.stepsRequired }).min(1, w.stepsRequired).max(ALARM_WORK_LIMITS.planStepsMax, w.stepsRequired),
});
export type PlanBody = z.infer<typeof planBody>;

// ---- What the alarm's details add ----

const actorRef = z.object({ id: z.number().int(), name: z.string() });
/** Who did it and when; `by` is null when the account is gone. */
const doneBy = { by: actorRef.nullable(), at: z.string() };

export const alarmStep = z.object({
  /** The step's position in the alarm's checklist, from 1. */
  id: z.number().int(),
  text: z.string(),
  required: z.boolean(),
  status: z.enum(STEP_STATUS),
  note: z.string(),
  by: actorRef.nullable(),
  at: z.string().nullable(),
});
export const alarmCall = z.object({
  called: z.enum(CALLED),
  contactId: z.number().int().nullable(),
  number: z.string(),
  result: z.enum(CALL_RESULTS),
  note: z.string(),
  ...doneBy,
});
export const alarmHandoff = z.object({ service: z.enum(HANDOFF_SERVICES), reference: z.string(), note: z.string(), ...doneBy });
export const alarmNote = z.object({ text: z.string(), ...doneBy });
/** One line of the timeline: a sentence in the catalogue's words; `by` the operator's or service key's name. */
export const alarmTimelineEntry = z.object({ at: z.string(), kind: z.string(), by: z.string().nullable(), text: z.string() });
/** The person's emergency contacts in call order (approved first, then as they were added). */
export const alarmContact = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), consentStatus: z.number().int(), consent: z.string() });

export const alarmWorkDetails = {
  owner: actorRef.nullable(),
  steps: z.array(alarmStep),
  calls: z.array(alarmCall),
  handoffs: z.array(alarmHandoff),
  notes: z.array(alarmNote),
  timeline: z.array(alarmTimelineEntry),
  contacts: z.array(alarmContact),
};
export type AlarmStep = z.infer<typeof alarmStep>;
export type AlarmCall = z.infer<typeof alarmCall>;
export type AlarmHandoff = z.infer<typeof alarmHandoff>;
export type AlarmNote = z.infer<typeof alarmNote>;
export type AlarmTimelineEntry = z.infer<typeof alarmTimelineEntry>;

export const responsePlan = z.object({
  kind: z.enum(RESPONSE_PLAN_KINDS),
  name: z.string(),
  steps: z.array(z.object({ text: z.string(), required: z.boolean() })),
});
export type ResponsePlan = z.infer<typeof responsePlan>;
