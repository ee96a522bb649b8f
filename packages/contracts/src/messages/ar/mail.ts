import type { mailMessages } from '../mail';

/** Arabic of ../mail.ts. */
export const mailAr: typeof mailMessages = {
  resetLinkExpiresIn: 'ساعة واحدة',
  resetSubject: 'إعادة تعيين كلمة مرور {{productName}}',
  resetContent: '<p>مرحبًا {{name}}،</p><p><a href="{{link}}">أعد تعيين كلمة المرور</a>. تنتهي صلاحية الرابط بعد {{expiresIn}}.</p>',
  sampleName: 'سارة أحمد',
};
