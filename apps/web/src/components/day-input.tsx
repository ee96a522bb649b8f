import { useId } from 'react';
import { DateInput } from '@mantine/dates';
import { dateInputFormat, parseTypedDay } from '../lib/dates';
import { t } from '../lib/i18n';
import '@mantine/dates/styles.css';

/**
 * What every picker field shares, of days or months: the calendar's buttons named in the app's language, and the
 * calendar (a dialog) named by its field (Mantine labels it by `${popover id}-target`, so the field has that id).
 */
export const calendarDialogProps = (popoverId: string) => ({
  id: `${popoverId}-target`,
  popoverProps: { id: popoverId },
  ariaLabels: t.lists.calendar,
});

/**
 * What every date field adds: the day written as dates.ts says. Mantine's red weekends and grey days of other
 * months are below 4.5:1 on white: plain days, this month only.
 */
export const calendarFieldProps = (popoverId: string) => ({
  ...calendarDialogProps(popoverId),
  valueFormat: dateInputFormat(),
  weekendDays: [],
  hideOutsideDates: true,
});

type Props = { label: string; value: string; onChange: (day: string) => void; error?: string };

/**
 * One day ('YYYY-MM-DD', '' when empty) typed as 22/11/2026 or picked from a calendar in the app's language:
 * the browser's own date field writes the day month first in en-GB pages and ignores Arabic. No minimum or
 * maximum: a day out of order is kept and its form says why it is refused.
 */
export function DayInput({ label, value, onChange, error }: Props) {
  const popoverId = useId();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      dateParser={parseTypedDay}
      error={error}
      {...calendarFieldProps(popoverId)}
      w={170}
    />
  );
}
