import type { profileMessages } from '../profile';

/** Arabic of ../profile.ts. */
export const profileAr: typeof profileMessages = {
  myProfileTitle: 'ملفي الشخصي',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  joiningDate: 'تاريخ الانضمام',
  editProfile: 'تعديل الملف الشخصي',
  changePassword: 'تغيير كلمة المرور',
  cancel: 'إلغاء',
  update: 'تحديث',
  oldPassword: 'كلمة المرور القديمة',
  newPassword: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور',
  profileTitle: 'الملف الشخصي',
  role: 'الدور',
  roleNames: { 2: 'مشرف عام', 3: 'مشرف', 6: 'مستخدم التطبيق' },
};
