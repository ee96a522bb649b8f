import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { pageQuery } from './envelope';
import { requestsMessages } from './messages/requests';
import { blankAsDefault, cursorParam, dateRangeFields, keywordParam, listPageFields, orderByParam, sortDirectionParam, withOrderedRange } from './list-query';

/** active_status codes of spec section 9: 1 All, 3 Active, 2 Inactive. */
export const CONTACT_ACTIVE_STATUS = { all: 1, inactive: 2, active: 3 } as const;
/** consentStatus: 1 Pending, 2 Approved, 3 Declined; anything else shows N/A. */
export const CONSENT_STATUS = { pending: 1, approved: 2, declined: 3 } as const;

const activeStatusParam = blankAsDefault(z.enum(['1', '2', '3'], { message: requestsMessages.contactsStatus }).default('1').transform(Number));

/** Sortable columns: newest first by id (the default), or the contact's name. */
export const CONTACT_ORDER_BY = ['id', 'contactName'] as const;
export type ContactOrderBy = (typeof CONTACT_ORDER_BY)[number];

/** `from` / `to` filter on the day the contact was added. */
const contactFilters = z.object({
  keyword: keywordParam,
  active_status: activeStatusParam,
  order_by: orderByParam(CONTACT_ORDER_BY, 'id'),
  order: sortDirectionParam,
  ...dateRangeFields,
});
export const emergencyContactsExportQuery = withOrderedRange(contactFilters);

export const emergencyContactsQuery = withOrderedRange(pageQuery.extend(contactFilters.shape).extend({ cursor: cursorParam }));

export const emergencyContactRow = z.object({
  id: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  countryCode: z.string(),
  contactNumber: z.string(),
  /** The app user who added the contact; userId opens their page (/admin/customer/{userId}). */
  userContacts: z.object({ userId: z.number().int(), userName: z.string().nullable() }),
  isDeleted: z.boolean(),
  consentStatus: z.number().int(),
  isActive: z.boolean(),
});
export type EmergencyContactRow = z.infer<typeof emergencyContactRow>;

export const emergencyContactsList = z.object({
  message: z.string(),
  data: z.array(emergencyContactRow),
  totalResult: z.number().int(),
  ...listPageFields,
});
export type EmergencyContactsList = z.infer<typeof emergencyContactsList>;

const tag = 'emergency-contacts';

export const emergencyContactsEndpoints = {
  listEmergencyContacts: defineEndpoint({
    operationId: 'listEmergencyContacts',
    summary: "A page of the users' emergency contacts, searched and filtered by active status",
    tag,
    method: 'GET',
    path: '/admin/list-emergency-contacts-data',
    access: ANY_ADMIN,
    query: emergencyContactsQuery,
    success: { status: 200, schema: emergencyContactsList },
  }),
  exportEmergencyContacts: defineEndpoint({
    operationId: 'exportEmergencyContacts',
    summary: 'Every emergency contact matching the search and active status, as a CSV file (EmergencyContact.csv)',
    tag,
    method: 'GET',
    path: '/admin/export-emergency-contact-data',
    access: ANY_ADMIN,
    query: emergencyContactsExportQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
};
