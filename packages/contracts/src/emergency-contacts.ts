import { z } from 'zod';
import { pageQuery } from './envelope';
import { blankAsDefault, cursorParam, keywordParam } from './list-query';

/** active_status codes of spec section 9: 1 All, 3 Active, 2 Inactive. */
export const CONTACT_ACTIVE_STATUS = { all: 1, inactive: 2, active: 3 } as const;
/** consentStatus: 1 Pending, 2 Approved, 3 Declined; anything else shows N/A. */
export const CONSENT_STATUS = { pending: 1, approved: 2, declined: 3 } as const;

const activeStatusParam = blankAsDefault(
  z.enum(['1', '2', '3'], { message: 'active_status must be 1 (All), 3 (Active) or 2 (Inactive).' }).default('1').transform(Number),
);

export const emergencyContactsExportQuery = z.object({ keyword: keywordParam, active_status: activeStatusParam });
export type EmergencyContactsExportQuery = z.input<typeof emergencyContactsExportQuery>;

export const emergencyContactsQuery = pageQuery.extend(emergencyContactsExportQuery.shape).extend({ cursor: cursorParam });
export type EmergencyContactsQuery = z.input<typeof emergencyContactsQuery>;

export const emergencyContactRow = z.object({
  id: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  countryCode: z.string(),
  contactNumber: z.string(),
  /** The app user who added the contact. */
  userContacts: z.object({ userName: z.string().nullable() }),
  isDeleted: z.boolean(),
  consentStatus: z.number().int(),
  isActive: z.boolean(),
});
export type EmergencyContactRow = z.infer<typeof emergencyContactRow>;

export const emergencyContactsList = z.object({
  message: z.string(),
  data: z.array(emergencyContactRow),
  totalResult: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type EmergencyContactsList = z.infer<typeof emergencyContactsList>;
