/**
 * Every action the audit trail records, with the kind of record it is about. The API's `recordAudit` takes only
 * these names, and the catalogue's timeline sentences and labels are records over them, so a new action without
 * a sentence in English and Arabic is a type error (decision 027).
 */
export const AUDIT_ACTIONS = {
  'auth.signin': 'self',
  'auth.signin.failed': 'self',
  'auth.signin.blocked': 'self',
  'auth.signout': 'self',
  'auth.session.ended': 'self',
  'auth.unlock.failed': 'self',
  'auth.reset.requested': 'self',
  'auth.reset.completed': 'self',
  'auth.sessions.ended': 'admin',
  'auth.password.reset_by_command': 'admin',
  'account.password.changed': 'self',
  'account.password.change_failed': 'self',
  'account.profile.updated': 'self',
  'admin.created': 'admin',
  'admin.updated': 'admin',
  'admin.status.changed': 'admin',
  'user.created': 'user',
  'user.updated': 'user',
  'user.status.changed': 'user',
  'device.created': 'device',
  'device.updated': 'device',
  'device.activated': 'device',
  'device.deactivated': 'device',
  'device.deleted': 'device',
  'device.imported': 'devices',
  'cms.template.updated': 'template',
  'cms.static_page.updated': 'static_page',
  'warning_audio.created': 'warning_audio',
  'warning_audio.updated': 'warning_audio',
  'warning_audio.deleted': 'warning_audio',
  'mail.resent': 'mail',
  'alarm.ingested': 'panic_event',
  'alarm.logged': 'panic_event',
  'alarm.stopped': 'panic_event',
  'alarm.acknowledged': 'panic_event',
  'alarm.resolved': 'panic_event',
  'alarm.taken_over': 'panic_event',
  'alarm.step': 'panic_event',
  'alarm.call': 'panic_event',
  'alarm.handoff': 'panic_event',
  'alarm.note': 'panic_event',
  'alarm.escalated': 'panic_event',
  'alarm.reminded': 'panic_event',
  'alarm_settings.updated': 'alarm_settings',
  'response_plan.updated': 'response_plan',
  'api_key.created': 'api_key',
  'api_key.revoked': 'api_key',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
/** What an entry is about, which decides where its link goes: 'self' is the actor's own account (no link). */
export type AuditRecordKind = (typeof AUDIT_ACTIONS)[AuditAction];
/** An action's group is its first word ('auth' for 'auth.signin'): the filter can pick a whole group. */
export type AuditGroup = AuditAction extends `${infer Group}.${string}` ? Group : never;

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);
