/** Business constants of spec section 9, shared by the server and the web app. */

export const ROLE = { superAdmin: 2, admin: 3, appUser: 6 } as const;

export const PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The user list searches the server only when the term is longer than this. */
export const USER_SEARCH_MIN_EXCLUSIVE = 2;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** Milliseconds. */
export const DELAY = {
  toast: 3000,
  statusToast: 2000,
  redirect: 1000,
  userListReload: 2000,
  templateReload: 1000,
  experienceImagePrompt: 2000,
  experienceVideoPause: 6000,
} as const;

/** The admin area locks after this long without activity (issue 2). */
export const IDLE_LOCK_MS = 15 * 60 * 1000;

/** `types`: what the server takes (it judges the bytes: MPEG layer III only). */
export const AUDIO = { maxDurationSeconds: 30, minGapSeconds: 300, volume: 0.1, defaultLanguage: 'english', types: ['audio/mpeg'] } as const;

export const MAP = { defaultZoom: 3, heightPx: 580 } as const;

export const EXPORT_FILES = {
  users: 'CustomerList.csv',
  subscriptions: 'SubscriptionDetails.csv',
  emergencyContacts: 'EmergencyContact.csv',
  panicEvents: 'PanicEvent.csv',
  devices: 'DeviceManagement.csv',
} as const;

/**
 * Sent with every CSV export: about how many rows the file will hold (the list's total, estimated past 20,000),
 * so the export button can show a percentage while the file streams. Never a promise: the last rows decide.
 */
export const EXPORT_TOTAL_HEADER = 'X-Total-Estimate';

export const TEMPLATE_TYPE = { email: 1, sms: 2, staticPage: 3 } as const;
