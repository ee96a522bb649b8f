import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { language } from '../../../lib/i18n';

/**
 * Date and time pickers in the app's language: dayjs's Arabic month and day names (loaded with the Arabic
 * catalogue), the week from Saturday with a Friday–Saturday weekend. English keeps Mantine's defaults.
 */
export function DatesLanguage({ children }: { children: ReactNode }) {
  if (language !== 'ar') return children;
  return <DatesProvider settings={{ locale: 'ar', firstDayOfWeek: 6, weekendDays: [5, 6] }}>{children}</DatesProvider>;
}
