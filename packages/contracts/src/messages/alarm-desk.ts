/** Texts of the desk's views, the location trail, the printable report and how an alarm was worked as lists show it (part of `en`). */
export const alarmDeskMessages = {
  // The desk's views.
  compactView: 'Compact view',
  viewLabel: 'Alarms shown',
  allAlarms: 'All alarms',
  mine: 'Mine',
  mineEmpty: 'No alarm is yours. Alarms you acknowledge or take over are listed here.',
  personGroup: (name: string, count: number) => `${name}: ${count} alarms`,
  // Marks on a card.
  accountInactive: 'Account inactive',
  cancelledConfirm: 'Cancelled by the person: confirm',
  escalated: 'Escalated',
  kind: { panic: 'Panic', duress: 'Duress', test: 'Test' },
  // The location trail.
  trailTitle: 'Location trail',
  latestPosition: 'Latest position',
  startPosition: 'Start',
  accuracy: (metres: number) => `Accuracy ±${metres} m`,
  trailColumns: { at: 'Time', latitude: 'Latitude', longitude: 'Longitude', accuracy: 'Accuracy (m)' },
  noTrail: 'No position known.',
  trailMapLabel: (name: string) => `Location trail of ${name}`,
  // The printable report of one alarm.
  printReport: 'Print report',
  print: 'Print',
  reportTitle: (name: string) => `Alarm report: ${name}`,
  reportLoadFailed: 'The report could not be loaded.',
  sections: { summary: 'Summary', steps: 'Checklist', calls: 'Calls', handoffs: 'Hand-offs to emergency services', notes: 'Notes', timeline: 'Timeline' },
  fields: {
    person: 'Person',
    alertId: 'Alert id',
    started: 'Started',
    status: 'Status',
    owner: 'Owner',
    resolvedAt: 'Resolved',
    outcome: 'Outcome',
    note: 'Resolution note',
    handoffReference: 'Hand-off reference',
    handler: 'Handled by',
  },
  columns: { at: 'Time', by: 'By', called: 'Called', number: 'Number', result: 'Result', note: 'Note', service: 'Service', reference: 'Reference', text: 'Text' },
  none: 'None.',
  generatedAt: (at: string) => `Printed ${at}`,
};
