import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@guardian/contracts';
import { byUrgency } from './urgency';

const row = (id: number, startedAt: string, status: AlarmRow['status'] = 'open') => ({ id, startedAt, status }) as AlarmRow;

describe('byUrgency', () => {
  it('puts overdue first, then open, then acknowledged, newest first within each', () => {
    const alarms = [
      row(1, '2026-01-01T10:00:00Z', 'acknowledged'),
      row(2, '2026-01-01T10:05:00Z', 'open'),
      row(3, '2026-01-01T09:00:00Z', 'open'),
      row(4, '2026-01-01T09:30:00Z', 'open'),
      row(5, '2026-01-01T10:10:00Z', 'acknowledged'),
      row(6, '2026-01-01T10:06:00Z', 'open'),
    ];
    const overdue = new Set([3, 4]);
    expect([...alarms].sort(byUrgency(overdue)).map((alarm) => alarm.id)).toEqual([4, 3, 6, 2, 5, 1]);
  });

  it('is a total order: equal start times fall back to the later id, whatever the input order', () => {
    const same = '2026-01-01T10:00:00Z';
    const alarms = [row(7, same), row(9, same), row(8, same)];
    expect([...alarms].sort(byUrgency(new Set())).map((alarm) => alarm.id)).toEqual([9, 8, 7]);
    expect(
      [...alarms]
        .reverse()
        .sort(byUrgency(new Set()))
        .map((alarm) => alarm.id),
    ).toEqual([9, 8, 7]);
  });
});
