import { countOf } from './plural';

/** waitText in Arabic: "40 ثانية", "دقيقة واحدة", "15 دقيقة", "3 ساعات" (rounded up as the English one). */
export function waitTextAr(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return countOf(seconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return countOf(minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' });
  return countOf(Math.ceil(minutes / 60), { one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' });
}
