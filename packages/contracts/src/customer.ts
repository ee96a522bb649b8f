import { z } from 'zod';
import { deviceLog, deviceRow } from './devices';
import { emergencyContactRow } from './emergency-contacts';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope, pageQuery } from './envelope';
import { cursorParam } from './list-query';
import { panicEventsList } from './panic-events';
import { subscriptionRow } from './subscriptions';
import { timelineResponse } from './timeline';
import { userIdParams, userRow } from './users';

/**
 * The user page (/admin/customer/{userId}): one app user's whole story. The summary carries the parts that stay
 * short (profile, current subscription, contacts, devices); the parts that grow with time are pages of their
 * own: panic events and audit entries here, transactions through the subscription history call (/admin/history).
 * Each short part is bounded, so a summary is a handful of index reads whatever the user has done.
 */
export const CUSTOMER_CONTACTS_SHOWN = 50;
export const CUSTOMER_DEVICES_SHOWN = 20;
/** Newest logs shown under each device; the Device Management logs modal has the rest. */
export const CUSTOMER_DEVICE_LOGS_SHOWN = 5;

/** The newest subscription, in the subscription list's terms (Active while the end date is in the future). */
export const customerSubscription = subscriptionRow.pick({
  id: true,
  subscriptionPlanId: true,
  createdAt: true,
  endDate: true,
  type: true,
  deviceType: true,
  isActive: true,
});
export type CustomerSubscription = z.infer<typeof customerSubscription>;

/** A contact of this user: the list's row without its owner (the page is the owner's). */
export const customerContact = emergencyContactRow.omit({ userContacts: true });
export type CustomerContact = z.infer<typeof customerContact>;

/** A device the user holds now, since when, with its newest logs (newest first). */
export const customerDevice = deviceRow
  .pick({ id: true, deviceName: true, deviceId: true, macAddress: true, isActive: true })
  .extend({ allocatedAt: z.string(), latestLogs: z.array(deviceLog) });
export type CustomerDevice = z.infer<typeof customerDevice>;

export const customerSummary = z.object({
  /** The user list's row: status, red alert setting and panic-event count included. */
  profile: userRow,
  subscription: customerSubscription.nullable(),
  /** At most CUSTOMER_CONTACTS_SHOWN, newest first; `emergencyContactCount` says how many there are. */
  emergencyContacts: z.array(customerContact),
  emergencyContactCount: z.number().int(),
  /** At most CUSTOMER_DEVICES_SHOWN, newest allocation first. */
  devices: z.array(customerDevice),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** The page parts' paging: the spec's limit and page_no, and the list engine's cursor for Next / Previous. */
export const customerPageQuery = pageQuery.extend({ cursor: cursorParam });

const tag = 'customer';

/** Any admin may read a user's page, as they may read the users list (audit entries: see getCustomerAudit). */
export const customerEndpoints = {
  getCustomer: defineEndpoint({
    operationId: 'getCustomer',
    summary: "An app user's profile, current subscription, emergency contacts with consent and devices with their newest logs",
    tag,
    method: 'GET',
    path: '/admin/customers/:userId',
    access: ANY_ADMIN,
    params: userIdParams,
    success: { status: 200, schema: envelope(customerSummary) },
    errors: [404],
  }),
  listCustomerPanicEvents: defineEndpoint({
    operationId: 'listCustomerPanicEvents',
    summary: "A page of an app user's panic events, newest first, with their alert logs and experience links",
    tag,
    method: 'GET',
    path: '/admin/customers/:userId/panic-events',
    access: ANY_ADMIN,
    params: userIdParams,
    query: customerPageQuery,
    success: { status: 200, schema: panicEventsList },
    errors: [404],
  }),
  listCustomerAudit: defineEndpoint({
    operationId: 'listCustomerAudit',
    summary: "A page of the audit entries about an app user's account, newest first; role 3 sees only its own entries",
    tag,
    method: 'GET',
    path: '/admin/customers/:userId/audit',
    access: ANY_ADMIN,
    params: userIdParams,
    query: customerPageQuery,
    success: { status: 200, schema: timelineResponse },
    errors: [404],
  }),
};
