import { z } from 'zod';

export const appStatisticsData = z.object({
  totalUsers: z.number().int(),
  totalPanicEvents: z.number().int(),
  totalSentNotifications: z.number().int(),
  totalRecordings: z.number().int(),
  activeEmergencyContacts: z.number().int(),
  inactiveEmergencyContacts: z.number().int(),
});
export type AppStatistics = z.infer<typeof appStatisticsData>;
