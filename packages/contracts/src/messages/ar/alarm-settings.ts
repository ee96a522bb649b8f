import type { alarmSettingsMessages } from '../alarm-settings';
import { countOf } from './plural';

export const alarmSettingsAr: typeof alarmSettingsMessages = {
  nav: 'إعدادات الإنذارات',
  title: 'إعدادات الإنذارات',
  fetched: 'تم جلب إعدادات الإنذارات بنجاح.',
  saved: 'تم حفظ إعدادات الإنذارات.',
  emailInvalid: 'يجب أن يكون كل عنوان تصعيد عنوان بريد إلكتروني.',
  emailsList: 'يجب أن تكون escalationEmails قائمة عناوين بريد إلكتروني.',
  emailsTooMany: (max: number) => `لا يزيد عدد عناوين التصعيد على ${max}.`,
  staleMinutesRange: 'يجب أن تكون مدة الركود عددًا صحيحًا من الدقائق من 1 إلى 1440.',
  escalationTitle: 'التصعيد',
  escalationHelp: (seconds: number) => `الإنذار الذي لا يُقرّ به أحد خلال ${seconds} ثانية يُصعَّد: يُنبَّه المشرفون العامون ويُرسل بريد إلى هذه العناوين.`,
  emailLabel: (n: number) => `عنوان التصعيد ${n}`,
  addEmail: 'إضافة عنوان',
  removeEmail: (n: number) => `إزالة العنوان ${n}`,
  noEmails: 'لا عناوين: يصل التصعيد إلى المشرفين العامين المسجلين دخولهم فقط.',
  staleMinutesLabel: 'مدة الركود (بالدقائق)',
  staleMinutesHelp: 'الإنذار الذي له مالك ولم تُسجَّل عليه خطوة أو مكالمة أو ملاحظة أو تسليم طوال هذه المدة يُذكَّر مالكه به، وبعد المدة نفسها مرة أخرى يُصعَّد.',
  staleMinutesFromServer: (minutes: number) =>
    `لم تُحفظ هنا بعد: تُطبَّق المدة الافتراضية للخادم، ${countOf(minutes, { one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })}، إلى أن تحفظها.`,
  saveSettings: 'حفظ الإعدادات',
  plansTitle: 'خطط الاستجابة',
  plansHelp: 'خطوات كل نوع من الإنذارات بالترتيب. الإنذارات التي وصلت من قبل تحتفظ بالخطوات التي أُعطيت لها.',
  stepLabel: (n: number) => `الخطوة ${n}`,
  requiredLabel: (n: number) => `الخطوة ${n} مطلوبة`,
  addStep: 'إضافة خطوة',
  removeStep: (n: number) => `إزالة الخطوة ${n}`,
  moveUp: (n: number) => `نقل الخطوة ${n} إلى الأعلى`,
  moveDown: (n: number) => `نقل الخطوة ${n} إلى الأسفل`,
  savePlan: (name: string) => `حفظ ${name}`,
  loadFailed: 'تعذر تحميل إعدادات الإنذارات.',
};
