/**
 * Which stored cells answer a question. Events are counted in cells of 360/2^level degrees, per UTC day in
 * panic_event_cells (DAY_LEVELS, migration 0001) and per UTC month in panic_event_month_cells (MONTH_LEVELS,
 * migration 0006; the triggers list the same levels). A question on a grid of exponent e reads the coarsest
 * stored level at least as fine as e and merges its cells 2^(level-e) by 2^(level-e) into each answer cell;
 * grids finer than the finest level read the events themselves. Decision 029 has the measured costs.
 */
export const DAY_LEVELS = [3, 5, 7, 9, 11] as const;
export const MONTH_LEVELS = [3, 5, 7, 9, 11, 13, 15] as const;

/** The stored level for a grid exponent, or null when cells that fine are not stored (read the events). */
export function rollupLevel(exponent: number): number | null {
  return MONTH_LEVELS.find((level) => level >= exponent) ?? null;
}

/** Whether the level also has day cells (the fine levels would hold about one event per day cell: not kept). */
export const hasDayCells = (level: number) => (DAY_LEVELS as readonly number[]).includes(level);

export type TimeRange = { from?: Date; to?: Date };
/** A span of whole days or months, 'YYYY-MM-DD', end exclusive; a missing end is open. */
export type Span = { from?: string; to?: string };
/** Whole months from the month cells, whole days around them from the day cells, the partial days from the events. */
export type TimePlan = { months: Span | null; days: Span[]; events: TimeRange[] };

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (ms: number) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};
/** The first month start at or after `ms` (a day boundary). */
const monthStartFrom = (ms: number) => {
  const start = monthStart(ms);
  if (start === ms) return start;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

const span = (from?: number, to?: number): Span => ({
  ...(from !== undefined ? { from: dayText(from) } : {}),
  ...(to !== undefined ? { to: dayText(to) } : {}),
});

/**
 * Splits [from, to) into whole months, the whole days around them and the partial days at either end:
 * "all time" is all months; "the last 30 days" is a month or none, a few dozen days and two partial days.
 * `withDayCells: false` (a level with no day cells) sends the whole days around the months to the events too.
 */
export function planTime({ from, to }: TimeRange, withDayCells = true): TimePlan {
  const firstDay = from ? Math.ceil(from.getTime() / DAY_MS) * DAY_MS : undefined;
  const endDay = to ? Math.floor(to.getTime() / DAY_MS) * DAY_MS : undefined;
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) return { months: null, days: [], events: [{ from, to }] };

  const events: TimeRange[] = [];
  if (from && firstDay !== undefined && from.getTime() < firstDay) events.push({ from, to: new Date(firstDay) });
  if (to && endDay !== undefined && endDay < to.getTime()) events.push({ from: new Date(endDay), to });

  const firstMonth = firstDay === undefined ? undefined : monthStartFrom(firstDay);
  const endMonth = endDay === undefined ? undefined : monthStart(endDay);
  const wholeDays: [number | undefined, number | undefined][] = [];
  let months: Span | null = null;
  if (firstMonth !== undefined && endMonth !== undefined && firstMonth >= endMonth) {
    wholeDays.push([firstDay, endDay]);
  } else {
    months = span(firstMonth, endMonth);
    if (firstDay !== undefined && firstMonth !== undefined && firstDay < firstMonth) wholeDays.push([firstDay, firstMonth]);
    if (endDay !== undefined && endMonth !== undefined && endMonth < endDay) wholeDays.push([endMonth, endDay]);
  }
  if (withDayCells) return { months, days: wholeDays.map(([a, b]) => span(a, b)), events };
  const asEvents = wholeDays.map(([a, b]) => ({ from: new Date(a as number), to: new Date(b as number) }));
  return { months, days: [], events: [...asEvents, ...events] };
}
