import type { Page } from 'playwright-core';

/** What the page recorded: frame times (rAF timestamps, ms) in unbroken stretches, and the long tasks seen. */
export type Recording = {
  segments: { start: number; end: number; frames: number[] }[];
  longTasks: { start: number; duration: number }[];
};

/**
 * The recorder runs inside the page from before the app's first script. It is JavaScript source, not a
 * function handed to Playwright: tsx compiles this file with esbuild's keepNames, which wraps inner functions
 * in a `__name` helper that does not exist in the page. A pause (for a screenshot) closes the current
 * stretch, so the gap it leaves is never counted as a frame interval.
 */
const RECORDER_SOURCE = `(() => {
  const state = { recording: false, segments: [], longTasks: [] };
  window.__mapFps = state;
  const tick = (time) => {
    if (state.recording) state.segments[state.segments.length - 1].frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  } catch {
    // No long task timing in this browser: the count stays empty.
  }
  state.start = () => {
    state.segments.push({ start: performance.now(), end: 0, frames: [] });
    state.recording = true;
  };
  state.stop = () => {
    state.recording = false;
    const last = state.segments[state.segments.length - 1];
    if (last) last.end = performance.now();
  };
})();`;

export async function installFrameRecorder(page: Page) {
  await page.addInitScript({ content: RECORDER_SOURCE });
}

export const startRecording = (page: Page) => page.evaluate('window.__mapFps.start()');
export const stopRecording = (page: Page) => page.evaluate('window.__mapFps.stop()');

/** Long tasks arrive a little after they end, so they are read once, after the last stretch closed. */
export async function readRecording(page: Page): Promise<Recording> {
  await page.waitForTimeout(200);
  return (await page.evaluate('({ segments: window.__mapFps.segments, longTasks: window.__mapFps.longTasks })')) as Recording;
}
