/** The map's time windows; the server filters by created_at between from and to. */
export const TIME_WINDOWS = ['24h', '7d', '30d', 'all', 'range'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

const HOURS: Partial<Record<TimeWindow, number>> = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 };

export function isTimeWindow(value: string | null): value is TimeWindow {
  return (TIME_WINDOWS as readonly string[]).includes(value ?? '');
}

/** 'YYYY-MM-DD' of the date picker, as the start of that day where the operator is. */
const startOfLocalDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/**
 * from/to of a window. "Last 24 h" is measured from `now` rounded down to the minute, so that the request
 * (and its cache key) stays the same while the operator pans the map.
 */
export function windowBounds(window: TimeWindow, now: number, range: { first?: string; last?: string }): { from?: string; to?: string } {
  const hours = HOURS[window];
  if (hours) return { from: new Date(Math.floor(now / 60_000) * 60_000 - hours * 3_600_000).toISOString() };
  if (window !== 'range' || !range.first) return {};
  const end = startOfLocalDay(range.last ?? range.first);
  end.setDate(end.getDate() + 1);
  return { from: startOfLocalDay(range.first).toISOString(), to: end.toISOString() };
}
