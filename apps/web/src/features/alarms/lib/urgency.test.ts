import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@guardian/contracts';
import { byUrgency, groupByPerson } from './urgency';

type Shape = Partial<Pick<AlarmRow, 'status' | 'kind' | 'escalatedAt'>> & { userId?: number };
const row = (id: number, startedAt: string, { status = 'open', kind = 'panic', escalatedAt = null, userId = id }: Shape = {}) =>
  ({ id, startedAt, status, kind, escalatedAt, person: { userId, fullName: `Person ${userId}` } }) as AlarmRow;
const order = (alarms: AlarmRow[], overdue: number[] = [], keep: number | null = null) =>
  [...alarms].sort(byUrgency(new Set(overdue), keep)).map((alarm) => alarm.id);

describe('byUrgency', () => {
  it('puts escalated and overdue first, then open ones oldest first, then those being worked, tests last', () => {
    const alarms = [
      row(1, '2026-01-01T10:00:00Z', { status: 'acknowledged' }),
      row(2, '2026-01-01T10:05:00Z'),
      row(3, '2026-01-01T09:00:00Z'),
      row(4, '2026-01-01T09:30:00Z'),
      row(5, '2026-01-01T09:50:00Z', { status: 'acknowledged', escalatedAt: '2026-01-01T10:10:00Z' }),
      row(6, '2026-01-01T10:06:00Z'),
      row(7, '2026-01-01T08:00:00Z', { kind: 'test' }),
      row(8, '2026-01-01T09:55:00Z', { status: 'acknowledged' }),
    ];
    expect(order(alarms, [3, 4])).toEqual([3, 4, 5, 2, 6, 8, 1, 7]);
  });

  it('puts duress above panic at equal urgency, but not above a more urgent panic', () => {
    const alarms = [
      row(1, '2026-01-01T09:00:00Z'),
      row(2, '2026-01-01T09:10:00Z', { kind: 'duress' }),
      row(3, '2026-01-01T08:00:00Z', { status: 'acknowledged', kind: 'duress' }),
      row(4, '2026-01-01T09:20:00Z'),
    ];
    expect(order(alarms)).toEqual([2, 1, 4, 3]);
    expect(order(alarms, [4])).toEqual([4, 2, 1, 3]);
  });

  it('keeps the alarm being worked first, even once it is acknowledged', () => {
    const alarms = [row(1, '2026-01-01T09:00:00Z'), row(2, '2026-01-01T09:10:00Z', { status: 'acknowledged' }), row(3, '2026-01-01T09:20:00Z')];
    expect(order(alarms, [1])).toEqual([1, 3, 2]);
    expect(order(alarms, [1], 2)).toEqual([2, 1, 3]);
  });

  it('is a total order: equal start times fall back to the lower id, whatever the input order', () => {
    const same = '2026-01-01T10:00:00Z';
    const alarms = [row(7, same), row(9, same), row(8, same)];
    expect(order(alarms)).toEqual([7, 8, 9]);
    expect(order([...alarms].reverse())).toEqual([7, 8, 9]);
  });
});

describe('groupByPerson', () => {
  it("puts one person's alarms together where the most urgent stands, keeping the order", () => {
    const sorted = [row(1, 'x', { userId: 10 }), row(2, 'x', { userId: 20 }), row(3, 'x', { userId: 10 }), row(4, 'x', { userId: 30 })];
    expect(groupByPerson(sorted).map((group) => [group.userId, group.alarms.map((alarm) => alarm.id)])).toEqual([
      [10, [1, 3]],
      [20, [2]],
      [30, [4]],
    ]);
  });
});
