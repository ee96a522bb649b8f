import type { escalationMessages } from '../escalation';

/** Arabic of ../escalation.ts. */
export const escalationAr: typeof escalationMessages = {
  escalated: 'مُصعَّد',
  bannerTitle: 'تم تصعيد إنذار',
  bannerUnacknowledged: (name: string) => `لم يُقرّ أحد بإنذار ${name} في الوقت المحدد.`,
  bannerStale: (name: string, owner: string) => `لم يتخذ ${owner} أي إجراء بشأن إنذار ${name} طوال ضعف مدة الركود.`,
  openAlarm: 'فتح الإنذار',
  dismiss: 'إغلاق',
  reminderTitle: 'تذكير',
  reminder: (name: string) => `الإنذار الخاص بـ ${name} الذي تملكه لم تُسجَّل عليه خطوة أو مكالمة أو ملاحظة أو تسليم طوال مدة الركود. سيُصعَّد إن لم يُتخذ أي إجراء.`,
  timeline: {
    escalatedUnacknowledged: (seconds: number) => `تم التصعيد: لم يُقرّ أحد بالإنذار خلال ${seconds} ثانية.`,
    escalatedStale: (owner: string) => `تم التصعيد: لم يتخذ ${owner} أي إجراء بعد التذكير.`,
    reminded: (owner: string, minutes: number) => `تم تذكير ${owner}: لا إجراء منذ ${minutes} دقيقة.`,
  },
  mail: {
    subject: (name: string) => `Guardian: تم تصعيد إنذار ${name}`,
    unacknowledged: (name: string, seconds: number) => `لم يُقرّ أحد بإنذار ${name} خلال ${seconds} ثانية.`,
    stale: (name: string, owner: string) => `إنذار ${name}، الذي يملكه ${owner}، لم يُتخذ بشأنه أي إجراء بعد التذكير.`,
    started: (at: string) => `وقت الإطلاق ${at} (بالتوقيت العالمي).`,
    open: 'فتح الإنذار',
  },
};
