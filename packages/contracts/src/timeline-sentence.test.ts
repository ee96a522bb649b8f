import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions';
import { en } from './messages';
import { ar } from './messages/ar';
import type { TimelineEntry } from './timeline';
import { describeEntry } from './timeline-sentence';

const formats = { dateTime: (iso: string) => `date(${iso})`, number: (value: number) => `n(${value})` };
const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  action: 'user.status.changed',
  actorId: 2,
  actorName: 'Super Admin',
  actorEmail: 'admin@guardian.local',
  entityType: 'account',
  entityId: '41',
  recordName: 'Emma Mendes',
  recordExists: true,
  summary: {},
  ip: '127.0.0.1',
  createdAt: '2026-11-24T05:00:00.000Z',
  ...overrides,
});
const sentence = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('timeline sentences', () => {
  it('says who did what to which record, the way the status went, with details as before → after', () => {
    const described = describeEntry(entry({ summary: { status: { from: 1, to: 0 }, sessionsEnded: 2 } }), en.timeline, formats);
    expect(sentence(described.parts)).toBe('Super Admin deactivated user Emma Mendes');
    expect(described.parts.filter((part) => part.kind !== 'text')).toEqual([
      { kind: 'actor', text: 'Super Admin' },
      { kind: 'record', text: 'Emma Mendes' },
    ]);
    expect(described.record).toEqual({ kind: 'user', id: '41', name: 'Emma Mendes' });
    expect(described.details).toEqual([
      { field: 'status', label: 'Status', value: 'Active → Inactive' },
      { field: 'sessionsEnded', label: 'Sessions ended', value: 'n(2)' },
    ]);
    expect(sentence(describeEntry(entry({ summary: { status: { from: 0, to: 1 } } }), en.timeline, formats).parts)).toBe(
      'Super Admin activated user Emma Mendes',
    );
  });

  it('reads device states, yes/no flags, empty values and dates, never true/false or raw JSON', () => {
    const device = entry({ action: 'device.deactivated', entityType: 'device', recordName: 'Band 7', summary: { isActive: { from: true, to: false } } });
    expect(sentence(describeEntry(device, en.timeline, formats).parts)).toBe('Super Admin deactivated device Band 7');
    expect(describeEntry(device, en.timeline, formats).details).toEqual([{ field: 'isActive', label: 'Status', value: 'Active → Inactive' }]);
    const edited = entry({
      action: 'user.updated',
      summary: { phoneNumber: { from: '', to: '9876543210' }, passwordChanged: true, lastAt: '2026-11-24T05:00:00.000Z' },
    });
    expect(describeEntry(edited, en.timeline, formats).details.map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Phone number: (empty) → 9876543210',
      'Password changed: Yes',
      'Last attempt: date(2026-11-24T05:00:00.000Z)',
    ]);
  });

  it('links only to a record that still exists, never to the actor themself', () => {
    expect(describeEntry(entry({ action: 'device.deleted', recordExists: false, recordName: 'Band 7' }), en.timeline, formats).record).toBeNull();
    expect(describeEntry(entry({ action: 'auth.signin', entityId: '2', recordName: 'Super Admin' }), en.timeline, formats).record).toBeNull();
    expect(
      describeEntry(entry({ action: 'device.imported', entityId: null, recordName: 'devices.csv', recordExists: false }), en.timeline, formats).record,
    ).toEqual({
      kind: 'devices',
      id: null,
      name: 'devices.csv',
    });
  });

  it('names an unknown actor and a record without a name, and reads an action it does not know as a change', () => {
    const failed = describeEntry(entry({ action: 'auth.signin.failed', actorId: null, actorName: null, actorEmail: 'who@example.com' }), en.timeline, formats);
    expect(sentence(failed.parts)).toBe('A sign-in as who@example.com failed');
    const unnamed = describeEntry(entry({ action: 'device.deleted', recordName: null, recordExists: false, entityId: '9' }), en.timeline, formats);
    expect(sentence(unnamed.parts)).toBe('Super Admin deleted device #9');
    expect(sentence(describeEntry(entry({ action: 'legacy.thing' }), en.timeline, formats).parts)).toBe('Super Admin made a change');
  });

  it('has a sentence for every recorded action in English and Arabic, each naming its actor and, unless about themself, its record', () => {
    for (const [action, kind] of Object.entries(AUDIT_ACTIONS)) {
      for (const texts of [en.timeline, ar.timeline]) {
        const parts = describeEntry(entry({ action }), texts, formats).parts;
        expect(
          parts.some((part) => part.kind === 'actor'),
          action,
        ).toBe(true);
        expect(
          parts.some((part) => part.kind === 'record'),
          action,
        ).toBe(kind !== 'self');
      }
    }
    expect(sentence(describeEntry(entry({ summary: { status: { from: 1, to: 0 } } }), ar.timeline, formats).parts)).toBe(
      'عطّل Super Admin المستخدم Emma Mendes',
    );
  });
});
