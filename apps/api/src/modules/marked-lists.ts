import type { MarkedList } from '../lib/list-engine';
import { emergencyContactsList } from './emergency-contacts/emergency-contacts.list';
import { panicEventsPages } from './panic-events/panic-events.list';
import { subscriptionsList } from './subscriptions/subscriptions.list';
import { usersList } from './users/users.list';

/** The lists whose pages by number start from page marks; housekeeping keeps their marks built (decisions 032, 054). */
export const MARKED_LISTS: readonly MarkedList[] = [usersList, panicEventsPages, emergencyContactsList, subscriptionsList].map((list) => {
  if (!list.marked) throw new Error(`the list over ${list.source.table} declares no pageMarks`);
  return list.marked;
});
