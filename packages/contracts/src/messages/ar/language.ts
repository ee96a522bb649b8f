import type { languageMessages } from '../language';

/** Arabic of ../language.ts. */
export const languageAr: typeof languageMessages = {
  label: 'اللغة',
  choose: 'اختر اللغة',
  fetched: 'تم جلب اللغة بنجاح.',
  saved: 'تم حفظ اللغة.',
  invalid: "يجب أن تكون قيمة language هي 'en' أو 'ar'.",
  saveFailed: 'تعذر حفظ اللغة في حسابك؛ يحتفظ بها هذا المتصفح.',
};
