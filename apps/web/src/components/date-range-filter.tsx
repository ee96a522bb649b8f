import { useEffect, useId, useState } from 'react';
import dayjs from 'dayjs';
import { DatePickerInput } from '@mantine/dates';
import { calendarFieldProps } from './day-input';
import { t } from '../lib/i18n';
import '@mantine/dates/styles.css';

/** A list's date filter as the URL keeps it: two days, YYYY-MM-DD, '' when not set. */
export type DayRange = { from: string; to: string };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();

/**
 * The range as a list call sends it: the instants the operator's local days begin and end (the server reads a
 * bare day as UTC). A hand-edited day that is not a date is left out rather than failing the list.
 */
export function dayRangeQuery({ from, to }: DayRange): { from?: string; to?: string } {
  return {
    from: isDay(from) ? dayjs(from).startOf('day').toISOString() : undefined,
    to: isDay(to) ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}

type Props = { value: DayRange; onChange: (range: DayRange) => void; label?: string };

/**
 * A labelled date-range picker for a list's toolbar. The picker shows a half-chosen range; the list is filtered
 * once both ends are chosen (one day: the same day twice), or cleared with its own button.
 */
export function DateRangeFilter({ value, onChange, label = t.lists.dateRange }: Props) {
  const popoverId = useId();
  const [range, setRange] = useState<[string | null, string | null]>([value.from || null, value.to || null]);
  // The back button, Clear or a shared link change the URL: the picker follows.
  useEffect(() => setRange([value.from || null, value.to || null]), [value.from, value.to]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={label}
      value={range}
      onChange={([from, to]) => {
        setRange([from, to]);
        if ((from && to) || (!from && !to)) onChange({ from: from ?? '', to: to ?? '' });
      }}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': t.lists.clearDates }}
      {...calendarFieldProps(popoverId)}
      w={240}
    />
  );
}
