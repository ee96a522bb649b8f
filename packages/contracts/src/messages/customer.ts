/** Texts of the user page, /admin/customer/{userId} (part of `en`; see ../messages.ts). */
export const customerMessages = {
  /** The tab title until the person's name is known. */
  title: 'User',
  back: 'User Management',
  edit: 'Edit user',
  sections: {
    profile: 'Profile',
    subscription: 'Subscription',
    transactions: 'Transactions',
    contacts: 'Emergency contacts',
    devices: 'Devices',
    panicEvents: 'Panic events',
    audit: 'Audit history',
  },
  joined: 'Joined',
  noSubscription: 'No subscription.',
  noTransactions: 'No transactions.',
  noContacts: 'No emergency contacts.',
  /** Under the contacts when the user has more than the page shows. */
  contactsShown: (shown: number, total: number) => `The newest ${shown} of ${total} contacts are shown.`,
  allContacts: 'See them all in Emergency Contacts',
  noDevices: 'No device is allocated to this user.',
  allocatedOn: 'Allocated',
  latestLogs: 'Latest logs',
  noDeviceLogs: 'No logs yet.',
  noPanicEvents: 'No panic events.',
  noAuditEntries: 'No audit entries about this user.',
  /** Role 3 reads only its own entries (as on the Timeline). */
  ownEntriesOnly: 'Only the entries you made yourself are shown.',
  auditColumns: { date: 'Date', admin: 'Admin', action: 'Action', changes: 'Changes' },
  api: {
    fetched: 'User page fetched successfully.',
  },
};
