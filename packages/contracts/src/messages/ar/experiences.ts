import type { experiencesMessages } from '../experiences';

/** Arabic of ../experiences.ts (the public experience page). */
export const experiencesAr: typeof experiencesMessages = {
  fetched: 'تم جلب تفاصيل التجربة بنجاح.',
  pageTitle: 'تجربة مُشارَكة',
  notFound: 'هذه التجربة غير موجودة أو لم تعد مشاركة.',
  notFoundTitle: 'التجربة غير موجودة',
  notFoundBody: 'ربما كُتب الرابط بشكل خاطئ، أو أزاله الشخص الذي شاركه.',
  loadFailedTitle: 'حدث خطأ ما',
  retry: 'إعادة المحاولة',
  sharedBy: 'شاركها',
  someone: 'أحد مستخدمي Guardian',
  profilePicture: (name: string) => `صورة الملف الشخصي لـ ${name}`,
  imageAlt: (name: string) => `صورة شاركها ${name}`,
  videoLabel: (name: string) => `مقطع فيديو شاركه ${name}`,
  appPromptTitle: 'تجربة Guardian أفضل على التطبيق',
  appPromptBody: 'نزّل تطبيق Guardian لترى التجربة كاملة، وتشارك تجاربك، وتنبّه جهات اتصال الطوارئ بلمسة واحدة عندما تحتاج إلى المساعدة.',
  appStoreCaption: 'حمّله من',
  appStore: 'App Store',
  googlePlayCaption: 'احصل عليه من',
  googlePlay: 'Google Play',
  close: 'المتابعة في المتصفح',
};
