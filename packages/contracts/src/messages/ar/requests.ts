import type { requestsMessages } from '../requests';
import { countOf, type CountForms } from './plural';

/**
 * Arabic of ../requests.ts. Field names, codes and values stay as the client sends them (Latin, left to
 * right inside the sentence); zod's words for types, origins and units are put into Arabic here, because
 * zod passes them as arguments of one English sentence.
 */
const CHARACTERS: CountForms = { one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' };
const UNITS: Record<string, CountForms> = {
  characters: CHARACTERS,
  items: { one: 'عنصر واحد', two: 'عنصرين', few: '# عناصر', many: '# عنصرًا', other: '# عنصر' },
  entries: { one: 'مُدخل واحد', two: 'مُدخلين', few: '# مُدخلات', many: '# مُدخلًا', other: '# مُدخل' },
  bytes: { one: 'بايت واحد', two: 'بايتين', few: '# بايتات', many: '# بايتًا', other: '# بايت' },
};

/** JSON and zod type names as zod writes them ('object', 'nan'); a name not here is shown as written. */
const TYPES: Record<string, string> = {
  object: 'كائن',
  array: 'مصفوفة',
  string: 'نص',
  number: 'عدد',
  int: 'عدد صحيح',
  bigint: 'عدد صحيح كبير',
  boolean: 'قيمة منطقية',
  date: 'تاريخ',
  file: 'ملف',
  nan: 'ليس عددًا (NaN)',
  NaN: 'ليس عددًا (NaN)',
  null: 'null',
};
const typeName = (name: string) => TYPES[name] ?? name;

/** What a limit applies to, with the verb's gender (يكون / تكون). */
const ORIGINS: Record<string, [noun: string, feminine: boolean]> = {
  number: ['العدد', false],
  int: ['العدد', false],
  bigint: ['العدد', false],
  value: ['القيمة', true],
  date: ['التاريخ', false],
  string: ['النص', false],
  array: ['المصفوفة', true],
  set: ['المجموعة', true],
  map: ['القاموس', false],
  file: ['الملف', false],
};
const originOf = (origin: string): [string, boolean] => ORIGINS[origin] ?? [origin, false];

/** zod's bound ('<=100', '>1', 'exactly 5') around an amount already written in Arabic. */
function bounded(bound: string, amount: (n: number) => string): string {
  const match = /^(<=|<|>=|>|exactly )(.+)$/.exec(bound);
  if (!match) return bound;
  const [, operator, digits] = match as unknown as [string, string, string];
  const written = /^-?\d+$/.test(digits) ? amount(Number(digits)) : digits;
  switch (operator) {
    case '<=':
      return `${written} على الأكثر`;
    case '<':
      return `أقل من ${written}`;
    case '>=':
      return `${written} على الأقل`;
    case '>':
      return `أكثر من ${written}`;
    default:
      return `${written} تمامًا`;
  }
}

const toBe = (origin: string, bound: string) => {
  const [noun, feminine] = originOf(origin);
  return `المتوقع أن ${feminine ? 'تكون' : 'يكون'} ${noun} ${bounded(bound, String)}`;
};
const toHave = (origin: string, bound: string, unit: string) => {
  const [noun, feminine] = originOf(origin);
  const forms = UNITS[unit];
  return `المتوقع أن ${feminine ? 'تحوي' : 'يحوي'} ${noun} ${bounded(bound, (n) => (forms ? countOf(n, forms) : `${n} ${unit}`))}`;
};

/** zod's names of string formats ('ISO datetime', 'email address'); a name not here is shown as written. */
const FORMATS: Record<string, string> = {
  'ISO datetime': 'تاريخ ووقت بصيغة ISO 8601',
  'ISO date': 'تاريخ بصيغة ISO 8601 (YYYY-MM-DD)',
  'ISO time': 'وقت بصيغة ISO 8601',
  'ISO duration': 'مدة بصيغة ISO 8601',
  'email address': 'عنوان بريد إلكتروني',
  URL: 'عنوان ويب (URL)',
  UUID: 'معرّف UUID',
  'IPv4 address': 'عنوان IPv4',
  'IPv6 address': 'عنوان IPv6',
  'MAC address': 'عنوان MAC',
  'JSON string': 'نص JSON',
  'E.164 number': 'رقم بصيغة E.164',
};

export const requestsAr: typeof requestsMessages = {
  fields: {
    required: (field: string) => `قيمة ${field} مطلوبة.`,
    wholeNumber: (field: string) => `يجب أن تكون قيمة ${field} عددًا صحيحًا.`,
    wholeNumberFrom: (field: string, min: number) => `يجب أن تكون قيمة ${field} عددًا صحيحًا لا يقل عن ${min}.`,
    numberBetween: (field: string, min: number, max: number) => `يجب أن تكون قيمة ${field} عددًا بين ${min} و${max}.`,
    tooLong: (field: string, max: number) => `يجب ألا يزيد طول ${field} على ${countOf(Number(max), CHARACTERS)}.`,
    instant: (field: string) => `يجب أن تكون قيمة ${field} تاريخًا ووقتًا بصيغة ISO 8601 مع المنطقة الزمنية.`,
    day: (field: string) => `يجب أن تكون قيمة ${field} تاريخًا بالصيغة YYYY-MM-DD.`,
    userId: (field: string) => `يجب أن تكون قيمة ${field} معرّف مستخدم.`,
  },
  alertUniqueIdCharacters: 'لا يجوز أن تحوي قيمة alert_unique_id إلا حروفًا لاتينية وأرقامًا والرموز . _ : -',
  alertType: 'يجب أن تكون قيمة alert_type إما 1 (تحذير) أو 2 (طوارئ).',
  alertSource: 'يجب أن تكون قيمة source إما 1 (الهاتف) أو 2 (الساعة).',
  alarmKind: 'يجب أن تكون قيمة kind إما panic أو duress أو test.',
  stopReason: 'يجب أن تكون قيمة reason إما user_cancelled أو ended.',
  alarmStatus: 'يجب أن تكون قيمة status إحدى القيم: open أو acknowledged أو resolved.',
  feedAfter: 'يجب أن تكون قيمة after معرّفًا من موجز الإنذارات.',
  pageSize: 'يجب أن تكون قيمة limit إحدى القيم: 10 أو 25 أو 50 أو 75 أو 100.',
  searchTooLong: 'يجب ألا يزيد نص البحث على 100 حرف.',
  sortDirection: 'يجب أن تكون قيمة order إما DESC أو ASC.',
  cursorInvalid: 'قيمة cursor غير صالحة.',
  contactsStatus: 'يجب أن تكون قيمة active_status إحدى القيم: 1 (الكل) أو 3 (النشطة) أو 2 (غير النشطة).',
  subscriptionStatus: 'يجب أن تكون قيمة status إحدى القيم: true (النشطة) أو false (غير النشطة) أو فارغة (الكل).',
  metricsTokenRequired: 'يلزم رمز صالح للمقاييس (metrics token).',
  zod: {
    invalidInput: 'مُدخل غير صالح',
    severalMatched: 'مُدخل غير صالح: يطابق أكثر من خيار واحد',
    expectedType: (expected: string, received: string) =>
      received === 'undefined'
        ? `مُدخل غير صالح: المتوقع ${typeName(expected)}، ولم تصل أي قيمة`
        : `مُدخل غير صالح: المتوقع ${typeName(expected)}، والوارد ${typeName(received)}`,
    expectedValue: (value: string) => `مُدخل غير صالح: المتوقع ${value}`,
    expectedOneOf: (values: string) => `خيار غير صالح: المتوقع إحدى القيم ${values}`,
    tooBig: (origin: string, bound: string) => `قيمة كبيرة جدًا: ${toBe(origin, bound)}`,
    tooBigCount: (origin: string, bound: string, unit: string) => `قيمة كبيرة جدًا: ${toHave(origin, bound, unit)}`,
    tooSmall: (origin: string, bound: string) => `قيمة صغيرة جدًا: ${toBe(origin, bound)}`,
    tooSmallCount: (origin: string, bound: string, unit: string) => `قيمة صغيرة جدًا: ${toHave(origin, bound, unit)}`,
    badPattern: (pattern: string) => `نص غير صالح: يجب أن يطابق النمط ${pattern}`,
    badFormat: (format: string) => `صيغة غير صالحة: المتوقع ${FORMATS[format] ?? format}`,
    notMultipleOf: (divisor: string) => `عدد غير صالح: يجب أن يكون من مضاعفات ${divisor}`,
    unknownKey: (key: string) => `مفتاح غير معروف: ${key}`,
    unknownKeys: (keys: string) => `مفاتيح غير معروفة: ${keys}`,
  },
};
