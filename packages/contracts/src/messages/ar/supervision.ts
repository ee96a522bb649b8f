import type { supervisionMessages } from '../supervision';
import { countOf } from './plural';

/** Arabic of ../supervision.ts. */
export const supervisionAr: typeof supervisionMessages = {
  nav: 'لوحة المراقبة',
  title: 'لوحة المراقبة',
  fetched: 'تم جلب لوحة المراقبة بنجاح.',
  loadFailed: 'تعذّر تحميل لوحة المراقبة.',
  state: { waiting: 'بانتظار الاستلام', escalated: 'مُصعَّد', owned: 'قيد المعالجة' },
  stateColumn: 'الحالة',
  openAlarms: 'الإنذارات المفتوحة',
  noAlarms: 'لا توجد إنذارات مفتوحة.',
  operators: 'المشغّلون في العمل',
  noOperators: 'لا يوجد مشغّل في العمل الآن.',
  owns: (count: number) =>
    count === 0 ? 'متفرّغ' : `يعالج ${countOf(count, { one: 'إنذارًا واحدًا', two: 'إنذارين', few: '# إنذارات', many: '# إنذارًا', other: '# إنذار' })}`,
  today: 'اليوم (بالتوقيت العالمي)',
  waited: 'مدة الانتظار',
  answeredAfter: 'استُلم بعد',
  owner: 'المسؤول',
  person: 'الشخص',
  kind: 'النوع',
  noOwner: 'لا أحد',
  live: (seconds: number) => `مباشر: يُحدَّث كل ${seconds} ثوانٍ.`,
};
