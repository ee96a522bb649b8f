/** Texts of the Alarm settings page and its calls: escalation addresses, the stale time, the response plans (part of `en`). */
export const alarmSettingsMessages = {
  nav: 'Alarm settings',
  title: 'Alarm settings',
  fetched: 'Alarm settings fetched successfully.',
  saved: 'Alarm settings saved.',
  // Validation (the form and the API say the same).
  emailInvalid: 'Each escalation address must be an e-mail address.',
  emailsList: 'escalationEmails must be a list of e-mail addresses.',
  emailsTooMany: (max: number) => `At most ${max} escalation addresses.`,
  staleMinutesRange: 'The stale time must be a whole number of minutes from 1 to 1440.',
  // The page.
  escalationTitle: 'Escalation',
  escalationHelp: (seconds: number) =>
    `An alarm nobody acknowledges within ${seconds} seconds is escalated: super admins are alerted and these addresses are mailed.`,
  emailLabel: (n: number) => `Escalation address ${n}`,
  addEmail: 'Add address',
  removeEmail: (n: number) => `Remove address ${n}`,
  noEmails: 'No addresses: escalations reach signed-in super admins only.',
  staleMinutesLabel: 'Stale time (minutes)',
  staleMinutesHelp: 'An owned alarm with no step, call, note or hand-off for this long reminds its owner; after the same time again it is escalated.',
  staleMinutesFromServer: (minutes: number) => `Not saved here yet: the server's default of ${minutes} minutes applies until you save.`,
  saveSettings: 'Save settings',
  plansTitle: 'Response plans',
  plansHelp: 'The steps of each kind of alarm, in order. Alarms already raised keep the steps they were given.',
  stepLabel: (n: number) => `Step ${n}`,
  requiredLabel: (n: number) => `Step ${n} is required`,
  addStep: 'Add step',
  removeStep: (n: number) => `Remove step ${n}`,
  moveUp: (n: number) => `Move step ${n} up`,
  moveDown: (n: number) => `Move step ${n} down`,
  savePlan: (name: string) => `Save ${name}`,
  loadFailed: 'The alarm settings could not be loaded.',
};
