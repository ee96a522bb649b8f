/** Texts of escalation: the desks' mark, the super admins' banner, the owner's reminder, the timeline and the mail (part of `en`). */
export const escalationMessages = {
  escalated: 'Escalated',
  /** The banner every signed-in super admin sees, on whatever page. */
  bannerTitle: 'Alarm escalated',
  bannerUnacknowledged: (name: string) => `Nobody acknowledged the alarm of ${name} in time.`,
  bannerStale: (name: string, owner: string) => `The alarm of ${name} has had no action from ${owner} for twice the stale time.`,
  openAlarm: 'Open alarm',
  dismiss: 'Dismiss',
  /** The notice the owner of a stale alarm sees. */
  reminderTitle: 'Reminder',
  reminder: (name: string) => `The alarm of ${name} you own has had no step, call, note or hand-off for the stale time. It is escalated if nothing is done.`,
  timeline: {
    escalatedUnacknowledged: (seconds: number) => `Escalated: nobody acknowledged the alarm within ${seconds} seconds.`,
    escalatedStale: (owner: string) => `Escalated: ${owner} took no action after the reminder.`,
    reminded: (owner: string, minutes: number) => `${owner} was reminded: no action for ${minutes} minutes.`,
  },
  mail: {
    subject: (name: string) => `Guardian: alarm of ${name} escalated`,
    unacknowledged: (name: string, seconds: number) => `Nobody acknowledged the alarm of ${name} within ${seconds} seconds.`,
    stale: (name: string, owner: string) => `The alarm of ${name}, owned by ${owner}, has had no action after a reminder.`,
    started: (at: string) => `Raised at ${at} (UTC).`,
    open: 'Open the alarm',
  },
};
