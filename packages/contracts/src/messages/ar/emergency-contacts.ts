import type { emergencyContactsMessages } from '../emergency-contacts';

/** Arabic of ../emergency-contacts.ts. */
export const emergencyContactsAr: typeof emergencyContactsMessages = {
  title: 'جهات اتصال الطوارئ',
  searchPlaceholder: 'ابحث باسم جهة الاتصال أو اسم المستخدم',
  status: 'الحالة',
  all: 'الكل',
  active: 'نشط',
  inactive: 'غير نشط',
  clear: 'مسح',
  exportCsv: 'تصدير CSV',
  columns: {
    srNo: 'الرقم',
    contactName: 'اسم جهة الاتصال',
    contactEmail: 'البريد الإلكتروني لجهة الاتصال',
    phone: 'رقم الهاتف',
    consent: 'حالة الموافقة',
    userName: 'اسم المستخدم',
    active: 'نشط',
    deleted: 'محذوف',
  },
  consent: { 1: 'قيد الانتظار', 2: 'موافَق عليها', 3: 'مرفوضة' },
  consentNotApplicable: 'غير متاح',
  yes: 'نعم',
  no: 'لا',
  listFetched: 'تم جلب جهات اتصال الطوارئ بنجاح.',
  addedRange: 'تاريخ الإضافة',
};
