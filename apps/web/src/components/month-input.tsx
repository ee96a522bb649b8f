import { useId } from 'react';
import { MonthPickerInput } from '@mantine/dates';
import { calendarDialogProps } from './day-input';
import '@mantine/dates/styles.css';

type Props = { label: string; value: string; onChange: (month: string) => void };

/**
 * One month ('YYYY-MM') picked from a list of months named in the app's language. The browser's own month
 * field names months in the browser's language, not the page's. Its list (a dialog) is named by its field,
 * as the day fields' calendars are (calendarDialogProps).
 */
export function MonthInput({ label, value, onChange }: Props) {
  const popoverId = useId();
  return (
    <MonthPickerInput
      label={label}
      value={`${value}-01`}
      onChange={(day) => {
        if (day) onChange(day.slice(0, 7));
      }}
      valueFormat="MMMM YYYY"
      {...calendarDialogProps(popoverId)}
      w={200}
    />
  );
}
