import { useId } from 'react';
import { DateInput } from '@mantine/dates';
import { dateInputFormat, parseTypedDay } from '../lib/dates';
import { t } from '../lib/i18n';
import '@mantine/dates/styles.css';

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
      valueFormat={dateInputFormat()}
      error={error}
      // The calendar (a dialog) is named by its field, as in DateRangeFilter.
      id={`${popoverId}-target`}
      popoverProps={{ id: popoverId }}
      ariaLabels={t.lists.calendar}
      weekendDays={[]}
      hideOutsideDates
      w={170}
    />
  );
}
