/** Texts every list shares: sortable column headers, date ranges and their query errors (part of `en`; see ../messages.ts). */
export const listsMessages = {
  /** The name of the button inside a sortable column's header. */
  sortBy: (column: string) => `Sort by ${column}`,
  dateRange: 'Date range',
  /** The name of the date-range picker's clear button. */
  clearDates: 'Remove the date range',
  /** The calendar's own buttons (Mantine's ariaLabels). */
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose a month',
    yearLevelControl: 'Choose a year',
  },
  validation: {
    /** `choices` as `oneOfChoices` writes them: 'createdAt, userName or fullName'. */
    orderByInvalid: (choices: string) => `order_by must be ${choices}.`,
    dateInvalid: 'from and to must be dates (YYYY-MM-DD) or ISO 8601 date-times.',
    rangeInvalid: 'to must not be before from.',
  },
};
