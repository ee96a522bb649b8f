/**
 * Texts only API clients see (part of `en`; see ../messages.ts): a request's fields refused by the shared
 * schemas (the alarm service's calls, list queries, path parameters), and zod's own wording for a request
 * no form of ours sends. Field names are written as they are on the wire. The forms' texts live with their
 * features.
 */
export const requestsMessages = {
  fields: {
    required: (field: string) => `${field} is required.`,
    wholeNumber: (field: string) => `${field} must be a whole number.`,
    wholeNumberFrom: (field: string, min: number) => `${field} must be a whole number from ${min}.`,
    numberBetween: (field: string, min: number, max: number) => `${field} must be a number from ${min} to ${max}.`,
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
    instant: (field: string) => `${field} must be an ISO 8601 date-time with a time zone.`,
    day: (field: string) => `${field} must be a date (YYYY-MM-DD).`,
    userId: (field: string) => `${field} must be a user id.`,
  },
  alertUniqueIdCharacters: 'alert_unique_id may hold letters, digits and . _ : - only.',
  alertType: 'alert_type must be 1 (warning) or 2 (emergency).',
  alertSource: 'source must be 1 (mobile) or 2 (watch).',
  alarmKind: 'kind must be panic, duress or test.',
  stopReason: 'reason must be user_cancelled or ended.',
  alarmStatus: 'status must be open, acknowledged or resolved.',
  feedAfter: 'after must be a feed id.',
  pageSize: 'limit must be one of 10, 25, 50, 75, 100.',
  searchTooLong: 'Search must be at most 100 characters.',
  sortDirection: 'order must be DESC or ASC.',
  cursorInvalid: 'cursor is not valid.',
  contactsStatus: 'active_status must be 1 (All), 3 (Active) or 2 (Inactive).',
  subscriptionStatus: 'status must be true (Active), false (Inactive) or empty (All).',
  /** GET /metrics without METRICS_TOKEN as its bearer token. */
  metricsTokenRequired: 'A valid metrics token is required.',
  /**
   * zod's English for an issue whose schema names no message (zod 4's `en` locale, to the letter, so the
   * translator recognises it). `bound` is how zod writes a limit: '<=100', '>1', 'exactly 5'.
   */
  zod: {
    invalidInput: 'Invalid input',
    severalMatched: 'Invalid input: more than one option matched',
    expectedType: (expected: string, received: string) => `Invalid input: expected ${expected}, received ${received}`,
    expectedValue: (value: string) => `Invalid input: expected ${value}`,
    expectedOneOf: (values: string) => `Invalid option: expected one of ${values}`,
    tooBig: (origin: string, bound: string) => `Too big: expected ${origin} to be ${bound}`,
    tooBigCount: (origin: string, bound: string, unit: string) => `Too big: expected ${origin} to have ${bound} ${unit}`,
    tooSmall: (origin: string, bound: string) => `Too small: expected ${origin} to be ${bound}`,
    tooSmallCount: (origin: string, bound: string, unit: string) => `Too small: expected ${origin} to have ${bound} ${unit}`,
    badPattern: (pattern: string) => `Invalid string: must match pattern ${pattern}`,
    badFormat: (format: string) => `Invalid ${format}`,
    notMultipleOf: (divisor: string) => `Invalid number: must be a multiple of ${divisor}`,
    unknownKey: (key: string) => `Unrecognized key: ${key}`,
    unknownKeys: (keys: string) => `Unrecognized keys: ${keys}`,
  },
};
