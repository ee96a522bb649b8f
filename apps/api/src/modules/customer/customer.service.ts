import {
  CUSTOMER_CONTACTS_SHOWN,
  CUSTOMER_DEVICE_LOGS_SHOWN,
  CUSTOMER_DEVICES_SHOWN,
  en,
  type CustomerSummary,
  type PanicEventRow,
  type TimelineEntry,
} from '@guardian/contracts';
import type { AppContext, SessionInfo } from '../../context';
import { notFound } from '../../lib/errors';
import type { ListPage, PageRequest } from '../../lib/list-engine';
import { timelineList } from '../timeline/timeline.list';
import { actorScope } from '../../lib/actor';
import { panicEventsPages } from '../panic-events/panic-events.list';
import { getUser } from '../users/user-read';
import { findUser } from '../users/users.repository';
import { contactsOf, countContacts, devicesHeldBy, newestSubscription } from './customer.repository';

/** Only app end users (role 6) have a user page; an admin's id, like an unknown one, is "User not found." */
async function assertUser(ctx: AppContext, userId: number): Promise<void> {
  if (!(await findUser(ctx.db, userId))) throw notFound(en.users.notFound);
}

export async function getCustomer(ctx: AppContext, userId: number): Promise<CustomerSummary> {
  const profile = await getUser(ctx, userId);
  const { db } = ctx;
  // One after another: PGlite has one connection, and each is a short index range.
  const subscription = await newestSubscription(db, userId, ctx.now());
  const emergencyContacts = await contactsOf(db, userId, CUSTOMER_CONTACTS_SHOWN);
  const emergencyContactCount = emergencyContacts.length < CUSTOMER_CONTACTS_SHOWN ? emergencyContacts.length : await countContacts(db, userId);
  const devices = await devicesHeldBy(db, userId, CUSTOMER_DEVICES_SHOWN, CUSTOMER_DEVICE_LOGS_SHOWN);
  return { profile, subscription, emergencyContacts, emergencyContactCount, devices };
}

/** The user's panic events newest first, through the panic event list (its rows, logs and experience links). */
export async function customerPanicEvents(ctx: AppContext, userId: number, page: PageRequest): Promise<ListPage<PanicEventRow>> {
  await assertUser(ctx, userId);
  return panicEventsPages.page(ctx, { ...page, keyword: '', order_by: 'createdAt', order: 'DESC', userId });
}

/**
 * The audit entries about the user's account, newest first. The timeline's rule holds here too: a super admin
 * reads every admin's entries, an admin (role 3) only their own (decision 031).
 */
export async function customerAudit(ctx: AppContext, session: SessionInfo, userId: number, page: PageRequest): Promise<ListPage<TimelineEntry>> {
  await assertUser(ctx, userId);
  return timelineList.page(ctx, { ...page, actorId: actorScope(session), entity: { type: 'account', id: userId } });
}
