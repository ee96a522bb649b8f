import type { listsMessages } from '../lists';

/** `choices` as `oneOfChoices` writes them in English ('a, b or c'), listed the Arabic way ('a أو b أو c'). */
const arabicChoices = (choices: string) => choices.split(/, | or /).join(' أو ');

/** Arabic of ../lists.ts. */
export const listsAr: typeof listsMessages = {
  sortBy: (column: string) => `الترتيب حسب ${column}`,
  dateRange: 'نطاق التاريخ',
  clearDates: 'إزالة نطاق التاريخ',
  calendar: {
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    previousYear: 'السنة السابقة',
    nextYear: 'السنة التالية',
    previousDecade: 'العقد السابق',
    nextDecade: 'العقد التالي',
    monthLevelControl: 'اختيار شهر',
    yearLevelControl: 'اختيار سنة',
  },
  validation: {
    orderByInvalid: (choices: string) => `يجب أن تكون قيمة order_by إحدى القيم: ${arabicChoices(choices)}.`,
    dateInvalid: 'يجب أن تكون from وto تواريخ (YYYY-MM-DD) أو تواريخ وأوقات ISO 8601.',
    rangeInvalid: 'يجب ألا يكون to قبل from.',
  },
};
