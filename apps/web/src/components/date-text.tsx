import { createContext, useContext, type ReactNode } from 'react';
import { formatDate, formatDateTime, type DateStyle } from '../lib/dates';

const ScreenDateStyle = createContext<DateStyle>('numeric');

/**
 * The date style of a whole screen (lib/dates.ts says which screen takes which): every DateText inside it,
 * including those of shared tables and dialogs, writes its dates the same way.
 */
export function DateStyleScope({ style, children }: { style: DateStyle; children: ReactNode }) {
  return <ScreenDateStyle.Provider value={style}>{children}</ScreenDateStyle.Provider>;
}

/** A date (with its time when `time`) in the style of the screen it is on, as a <time> element. */
export function DateText({ value, time }: { value: string | null | undefined; time?: boolean }) {
  const style = useContext(ScreenDateStyle);
  if (!value) return null;
  const text = time ? formatDateTime(value, style === 'us' ? 'numeric' : style) : formatDate(value, style);
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
}
