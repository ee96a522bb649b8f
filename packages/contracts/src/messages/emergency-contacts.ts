/** Texts of emergency contacts (part of `en`; see ../messages.ts). */
export const emergencyContactsMessages = {
  title: 'Emergency Contacts',
  searchPlaceholder: 'Search by contact or user name',
  status: 'Status',
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  columns: {
    srNo: 'Sr No.',
    contactName: 'Contact Name',
    contactEmail: 'Contact Email',
    phone: 'Phone Number',
    consent: 'Consent Status',
    userName: 'User Name',
    active: 'Active',
    deleted: 'Deleted',
  },
  consent: { 1: 'Pending', 2: 'Approved', 3: 'Declined' } as Record<number, string>,
  consentNotApplicable: 'N/A',
  yes: 'Yes',
  no: 'No',
  listFetched: 'Emergency contacts fetched successfully.',
  /** The label of the list's date-range filter. */
  addedRange: 'Date added',
};
