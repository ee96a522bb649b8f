import type { pageStatesMessages } from '../page-states';

/** Arabic of ../page-states.ts. */
export const pageStatesAr: typeof pageStatesMessages = {
  retry: 'إعادة المحاولة',
  reload: 'إعادة التحميل',
  close: 'إغلاق',
  loadFailed: (page: string) => `${page}: تعذر تحميل البيانات.`,
  loadFailedHint: 'تحقق من اتصالك وحاول مرة أخرى. إذا استمر الفشل فقد يكون الخادم متوقفًا.',
  forbiddenTitle: 'ليست لديك صلاحية الوصول إلى هذه الصفحة',
  forbiddenText: 'هذه الصفحة مخصصة للمشرفين العامّين. اطلب من مشرف عام إنجاز ما تحتاج إليه هنا.',
  toDashboard: 'الانتقال إلى لوحة المعلومات',
  pageFailedTitle: 'تعذر عرض هذه الصفحة',
  pageFailedText: 'تعذر تحميل جزء من التطبيق، ربما لانقطاع الاتصال أو لتثبيت إصدار جديد. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  mapLoadFailed: 'تعذر تحميل الخريطة.',
};
