import type { mailDeliveryMessages } from '../mail-delivery';
import { formatNumber } from './plural';

/** Arabic of ../mail-delivery.ts. */
export const mailDeliveryAr: typeof mailDeliveryMessages = {
  nav: 'تسليم البريد',
  title: 'تسليم البريد',
  intro: 'رسائل البريد التي تنتظر الإرسال أو التي تُخُلّي عنها. تُحاوَل الرسالة الفاشلة من جديد عند إعادة إرسالها.',
  fetched: 'تم جلب حالة تسليم البريد بنجاح.',
  resent: 'ستُرسل الرسالة مرة أخرى بعد قليل.',
  notFound: 'الرسالة غير موجودة.',
  notResendable: 'لا يمكن إعادة إرسال إلا الرسائل الفاشلة أو المنتظرة.',
  empty: 'لا توجد رسائل منتظرة أو فاشلة.',
  loadFailed: 'تعذر تحميل حالة تسليم البريد.',
  actions: 'الإجراءات',
  refresh: 'تحديث',
  resend: 'إعادة الإرسال',
  resendLabel: (to: string, subject: string) => `إعادة إرسال «${subject}» إلى ${to}`,
  columns: {
    to: 'إلى',
    subject: 'الموضوع',
    status: 'الحالة',
    attempts: 'المحاولات',
    lastError: 'آخر خطأ',
    createdAt: 'تاريخ الإنشاء',
    nextAttemptAt: 'المحاولة التالية',
  },
  status: { pending: 'منتظرة', sending: 'قيد الإرسال', sent: 'مُرسلة', failed: 'فاشلة', kept: 'محفوظة (بلا SMTP)' },
  counts: (pending: number, failed: number, sent: number) =>
    `منتظرة: ${formatNumber(pending)}، فاشلة: ${formatNumber(failed)}، مُرسلة خلال آخر 24 ساعة: ${formatNumber(sent)}`,
};
