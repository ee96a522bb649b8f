import type { AlarmRow, DeskResponse } from '@guardian/contracts';

/** An alarm with every field filled; override what a test is about. */
export function makeAlarm(overrides: Partial<AlarmRow> = {}): AlarmRow {
  const id = overrides.id ?? 1;
  return {
    id,
    alertUniqueId: `alert-${id}`,
    status: 'open',
    alertType: 2,
    source: 1,
    person: { userId: 100 + id, fullName: `Person ${id}`, userName: `person${id}`, phone: '+91 9876543210' },
    startedAt: '2030-01-01T10:00:00.000Z',
    latitude: 12.97,
    longitude: 77.59,
    locatedAt: '2030-01-01T10:00:00.000Z',
    place: { name: 'Bengaluru', countryCode: 'IN' },
    acknowledgedAt: null,
    acknowledgedBy: null,
    owner: null,
    resolvedAt: null,
    resolvedBy: null,
    outcome: null,
    note: '',
    stoppedAt: null,
    stopReason: null,
    kind: 'panic',
    escalatedAt: null,
    accountActive: true,
    latestLogs: [],
    eventUrl: '',
    ...overrides,
  };
}

export function makeDesk(alarms: AlarmRow[], overrides: Partial<DeskResponse> = {}): DeskResponse {
  return { message: 'ok', data: alarms, total: alarms.length, ackSeconds: 60, serverTime: '2030-01-01T10:00:30.000Z', lastEventId: '5', ...overrides };
}
