import { en, ROLE } from '@guardian/contracts';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import type { LockedAlarm } from './alarm-actions.repository';

const w = en.alarmWork;

/** Who is acting and with which role: super admins may act on any alarm. */
export type Caller = Actor & { roleId: number };

/** What the caller wants to do: owner's work (steps, calls, hand-offs), resolve, or add a note. */
export type Work = 'owner' | 'resolve' | 'note';

/**
 * The rules of working an alarm, in one place. A note may be added by anyone at any time. Everything else
 * needs an alarm that is not resolved, and belongs to its owner or a super admin; an alarm nobody owns yet may
 * be resolved by anyone (a plain false alarm), but its steps, calls and hand-offs wait for an owner.
 */
export function refusalOf(alarm: LockedAlarm, caller: Caller, work: Work): Error | undefined {
  if (work === 'note') return undefined;
  if (alarm.status === 'resolved') return conflict(work === 'resolve' ? en.alarms.alreadyResolved : w.onlyNotes);
  if (caller.roleId === ROLE.superAdmin || alarm.ownerId === caller.accountId) return undefined;
  if (alarm.ownerId === null) return work === 'resolve' ? undefined : conflict(w.notOwnedYet);
  return conflict(w.takenBy(alarm.ownerName ?? en.timeline.unknownActor));
}

/**
 * Taking over needs an alarm that is not resolved, that someone else owns, and whose owner is still the one
 * the caller saw (`seenOwnerId`, read before the row was locked): of two operators taking over at once, the
 * second finds the first as owner and is told so.
 */
export function takeOverRefusal(alarm: LockedAlarm, caller: Caller, seenOwnerId: number | null): Error | undefined {
  if (alarm.status === 'resolved') return conflict(w.onlyNotes);
  if (alarm.ownerId === null) return conflict(w.notOwnedYet);
  if (alarm.ownerId === caller.accountId) return conflict(w.alreadyOwner);
  if (alarm.ownerId !== seenOwnerId) return conflict(w.takenBy(alarm.ownerName ?? en.timeline.unknownActor));
  return undefined;
}
