/**
 * Which stored cells answer a question. panic_event_cells holds events per UTC day in cells of
 * 360/2^level degrees for these levels (the triggers of migration 0001_heat_map list the same ones).
 * A question on a grid of exponent e reads the coarsest stored level that is at least as fine as e, and
 * merges its cells 2^(level-e) by 2^(level-e) into each answer cell; finer grids read the events themselves.
 */
export const ROLLUP_LEVELS = [3, 5, 7, 9, 11] as const;

/** The stored level for a grid exponent, or null when cells that fine are not stored (read the events). */
export function rollupLevel(exponent: number): number | null {
  return ROLLUP_LEVELS.find((level) => level >= exponent) ?? null;
}

export type TimeRange = { from?: Date; to?: Date };
/** Whole UTC days read from the stored cells ('YYYY-MM-DD', end exclusive), and the leftover edges read from the events. */
export type TimePlan = { days: { from?: string; to?: string } | null; events: TimeRange[] };

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Splits [from, to) into whole days and the partial days at either end: "the last 24 hours" is at most two
 * partial days of events (an index range on created_at) plus nothing else.
 */
export function planTime({ from, to }: TimeRange): TimePlan {
  const firstDay = from ? Math.ceil(from.getTime() / DAY_MS) * DAY_MS : undefined;
  const endDay = to ? Math.floor(to.getTime() / DAY_MS) * DAY_MS : undefined;
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) return { days: null, events: [{ from, to }] };
  const events: TimeRange[] = [];
  if (from && firstDay !== undefined && from.getTime() < firstDay) events.push({ from, to: new Date(firstDay) });
  if (to && endDay !== undefined && endDay < to.getTime()) events.push({ from: new Date(endDay), to });
  return {
    days: { ...(firstDay !== undefined ? { from: dayText(firstDay) } : {}), ...(endDay !== undefined ? { to: dayText(endDay) } : {}) },
    events,
  };
}
