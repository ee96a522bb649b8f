import type { Recording } from './frame-recorder';

/** One frame at 60 Hz; a frame interval longer than this missed the display's refresh at least once. */
export const FRAME_BUDGET_MS = 16.7;
/**
 * rAF timestamps land on the refresh only to within a fraction of a millisecond (16.8 ms intervals are common
 * in a smooth run): an interval counts as over a limit only when it is over it by more than this.
 */
export const JITTER_MS = 1;

export type FrameStats = {
  frames: number;
  recordedMs: number;
  meanFps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  overBudget: number;
  overTwoFrames: number;
  longTasks: number;
  longTaskMs: number;
};

/** Nearest rank: the value at or below which p of the intervals fall; no interpolation between samples. */
function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export function frameStats({ segments, longTasks }: Recording): FrameStats {
  const intervals: number[] = [];
  let recordedMs = 0;
  let frames = 0;
  for (const { start, end, frames: times } of segments) {
    recordedMs += end - start;
    frames += times.length;
    for (let i = 1; i < times.length; i += 1) intervals.push((times[i] as number) - (times[i - 1] as number));
  }
  const sorted = [...intervals].sort((a, b) => a - b);
  const share = (limit: number) => (intervals.length ? intervals.filter((ms) => ms > limit + JITTER_MS).length / intervals.length : 0);
  const inside = longTasks.filter((task) => segments.some(({ start, end }) => task.start < end && task.start + task.duration > start));
  const framedMs = intervals.reduce((sum, ms) => sum + ms, 0);
  return {
    frames,
    recordedMs,
    meanFps: framedMs ? (intervals.length * 1000) / framedMs : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    overBudget: share(FRAME_BUDGET_MS),
    overTwoFrames: share(2 * FRAME_BUDGET_MS),
    longTasks: inside.length,
    longTaskMs: inside.reduce((sum, task) => sum + task.duration, 0),
  };
}
