import type { customerMessages } from '../customer';

/** Arabic of ../customer.ts. */
export const customerAr: typeof customerMessages = {
  title: 'المستخدم',
  back: 'إدارة المستخدمين',
  edit: 'تعديل المستخدم',
  sections: {
    profile: 'الملف الشخصي',
    subscription: 'الاشتراك',
    transactions: 'المعاملات',
    contacts: 'جهات اتصال الطوارئ',
    devices: 'الأجهزة',
    panicEvents: 'أحداث الاستغاثة',
    audit: 'سجل التدقيق',
  },
  joined: 'تاريخ الانضمام',
  noSubscription: 'لا يوجد اشتراك.',
  noTransactions: 'لا توجد معاملات.',
  noContacts: 'لا توجد جهات اتصال طوارئ.',
  contactsShown: (shown: number, total: number) => `تُعرض أحدث ${shown} جهة اتصال من أصل ${total}.`,
  allContacts: 'اعرضها كلها في جهات اتصال الطوارئ',
  noDevices: 'لا يوجد جهاز مخصص لهذا المستخدم.',
  allocatedOn: 'تاريخ التخصيص',
  latestLogs: 'أحدث السجلات',
  noDeviceLogs: 'لا توجد سجلات بعد.',
  noPanicEvents: 'لا توجد أحداث استغاثة.',
  noAuditEntries: 'لا توجد إدخالات تدقيق عن هذا المستخدم.',
  ownEntriesOnly: 'تُعرض فقط الإدخالات التي أجريتها بنفسك.',
  auditColumns: { date: 'التاريخ', admin: 'المسؤول', action: 'الإجراء', changes: 'التغييرات' },
  api: {
    fetched: 'تم جلب صفحة المستخدم بنجاح.',
  },
};
