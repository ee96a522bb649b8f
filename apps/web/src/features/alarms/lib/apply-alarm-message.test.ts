import { describe, expect, it } from 'vitest';
import type { AlarmDetails } from '@guardian/contracts';
import { applyAlarmMessage, applyToDetails, countOpen, isOverdue } from './apply-alarm-message';
import { makeAlarm, makeDesk } from './test-alarms';

describe('a stream message applied to the desk cache', () => {
  it('puts a new alarm on top, counts it and remembers the event id', () => {
    const desk = makeDesk([makeAlarm({ id: 1 })]);
    const { desk: next, added } = applyAlarmMessage(desk, { kind: 'created', alarm: makeAlarm({ id: 2, startedAt: '2030-01-01T10:00:05.000Z' }) }, '6');
    expect(added).toBe(true);
    expect(next.data.map((row) => row.id)).toEqual([2, 1]);
    expect(next.total).toBe(2);
    expect(next.lastEventId).toBe('6');
    // The cache's value is never changed in place.
    expect(desk.data.map((row) => row.id)).toEqual([1]);
  });

  it('puts a late alert (started earlier, sent after others) where the server orders it: by start, newest first', () => {
    const desk = makeDesk([makeAlarm({ id: 3, startedAt: '2030-01-01T10:03:00.000Z' }), makeAlarm({ id: 1, startedAt: '2030-01-01T10:01:00.000Z' })]);
    const late = applyAlarmMessage(desk, { kind: 'created', alarm: makeAlarm({ id: 4, startedAt: '2030-01-01T10:02:00.000Z' }) }, '6').desk;
    expect(late.data.map((row) => row.id)).toEqual([3, 4, 1]);
    const oldest = applyAlarmMessage(late, { kind: 'created', alarm: makeAlarm({ id: 5, startedAt: '2030-01-01T09:00:00.000Z' }) }, '7').desk;
    expect(oldest.data.map((row) => row.id)).toEqual([3, 4, 1, 5]);
    const sameStart = applyAlarmMessage(oldest, { kind: 'created', alarm: makeAlarm({ id: 6, startedAt: '2030-01-01T10:03:00.000Z' }) }, '8').desk;
    expect(sameStart.data.map((row) => row.id)).toEqual([6, 3, 4, 1, 5]);
  });

  it('replaces a known alarm where it stands (acknowledged, a new log, a moved position)', () => {
    const desk = makeDesk([makeAlarm({ id: 3 }), makeAlarm({ id: 2 }), makeAlarm({ id: 1 })]);
    const acknowledged = makeAlarm({
      id: 2,
      status: 'acknowledged',
      acknowledgedBy: { id: 9, name: 'Ann' },
      acknowledgedAt: '2030-01-01T10:00:40.000Z',
      latitude: 1,
    });
    const { desk: next, added } = applyAlarmMessage(desk, { kind: 'acknowledged', alarm: acknowledged }, '7');
    expect(added).toBe(false);
    expect(next.data.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(next.data[1]).toEqual(acknowledged);
    expect(next.total).toBe(3);
  });

  it('takes a resolved alarm off the desk, and ignores one it never held', () => {
    const desk = makeDesk([makeAlarm({ id: 2 }), makeAlarm({ id: 1 })]);
    const resolved = applyAlarmMessage(desk, { kind: 'resolved', alarm: makeAlarm({ id: 2, status: 'resolved', outcome: 'assisted' }) }, '8');
    expect(resolved.desk.data.map((row) => row.id)).toEqual([1]);
    expect(resolved.desk.total).toBe(1);
    expect(resolved.added).toBe(false);
    const unknown = applyAlarmMessage(resolved.desk, { kind: 'resolved', alarm: makeAlarm({ id: 40, status: 'resolved' }) }, '9');
    expect(unknown.desk.data.map((row) => row.id)).toEqual([1]);
    expect(unknown.desk.total).toBe(1);
    expect(unknown.desk.lastEventId).toBe('9');
  });

  it('the same message twice leaves the desk as once (a replay after reconnecting)', () => {
    const message = { kind: 'created' as const, alarm: makeAlarm({ id: 5 }) };
    const once = applyAlarmMessage(makeDesk([]), message, '6').desk;
    const twice = applyAlarmMessage(once, message, '6');
    expect(twice.added).toBe(false);
    expect(twice.desk.data).toHaveLength(1);
    expect(twice.desk.total).toBe(1);
  });

  it('counts open alarms only, and an open one past ackSeconds is overdue', () => {
    const open = makeAlarm({ id: 1, startedAt: '2030-01-01T10:00:00.000Z' });
    const taken = makeAlarm({ id: 2, status: 'acknowledged', startedAt: '2030-01-01T09:00:00.000Z' });
    expect(countOpen([open, taken, makeAlarm({ id: 3 })])).toBe(2);
    const at = (iso: string) => Date.parse(iso);
    expect(isOverdue(open, at('2030-01-01T10:00:59.000Z'), 60)).toBe(false);
    expect(isOverdue(open, at('2030-01-01T10:01:00.000Z'), 60)).toBe(true);
    expect(isOverdue(taken, at('2030-01-01T11:00:00.000Z'), 60)).toBe(false);
  });
});

describe("a stream message applied to an open panel's details", () => {
  const details = (overrides: Partial<AlarmDetails> = {}): AlarmDetails => ({
    ...makeAlarm({ id: 7, status: 'acknowledged', owner: { id: 3, name: 'Ada' } }),
    history: [],
    logs: [],
    steps: [{ id: 1, text: 'Call the person', required: true, status: 'done', note: '', by: { id: 3, name: 'Ada' }, at: '2030-01-01T10:00:10.000Z' }],
    calls: [],
    handoffs: [],
    notes: [{ text: 'On my way', by: { id: 3, name: 'Ada' }, at: '2030-01-01T10:00:20.000Z' }],
    timeline: [{ at: '2030-01-01T10:00:20.000Z', kind: 'note', by: 'Ada', text: 'Ada noted: On my way' }],
    contacts: [],
    trail: [{ latitude: 12.97, longitude: 77.59, at: '2030-01-01T10:00:00.000Z', accuracyM: null }],
    ...overrides,
  });

  it("takes the alarm's new state (the person cancelled) and keeps the checklist, notes, timeline and trail until refetched", () => {
    const open = details();
    const cancelled = makeAlarm({
      id: 7,
      status: 'acknowledged',
      owner: { id: 3, name: 'Ada' },
      stoppedAt: '2030-01-01T10:01:00.000Z',
      stopReason: 'user_cancelled',
    });
    const next = applyToDetails(open, cancelled)!;
    expect(next).toMatchObject({ status: 'acknowledged', stopReason: 'user_cancelled', stoppedAt: '2030-01-01T10:01:00.000Z' });
    expect([next.steps, next.notes, next.timeline, next.trail]).toEqual([open.steps, open.notes, open.timeline, open.trail]);
    // The cached value is not changed in place.
    expect(open.stopReason).toBeNull();
  });

  it('keeps a resolved alarm in the panel (it leaves the desk, not the operator working it)', () => {
    const resolved = makeAlarm({ id: 7, status: 'resolved', outcome: 'cancelled_by_user', resolvedAt: '2030-01-01T10:02:00.000Z' });
    expect(applyToDetails(details(), resolved)).toMatchObject({ id: 7, status: 'resolved', outcome: 'cancelled_by_user' });
    const desk = makeDesk([makeAlarm({ id: 7 })]);
    expect(applyAlarmMessage(desk, { kind: 'resolved', alarm: resolved }).desk.data).toEqual([]);
  });

  it('gives back the very same details for a message about another alarm, or with no panel open', () => {
    const open = details();
    expect(applyToDetails(open, makeAlarm({ id: 8, status: 'resolved' }))).toBe(open);
    expect(applyToDetails(undefined, makeAlarm({ id: 7 }))).toBeUndefined();
  });
});
