/**
 * Frame rate of the heat map while it is panned (issue 15): signs in through the API, opens /admin/heat-map in
 * Chromium at 1366 × 768, waits until the map has drawn the server's answer, then drags the map with the mouse
 * for `--seconds`, zooms in one step and drags again as long, while the page records every animation frame and
 * every long task. Prints the frame figures, the events the server counted in the viewport, the load average
 * before and after, and the same as a markdown table row.
 *
 *   tsx tools/map-fps.ts --url http://127.0.0.1:3000 --email E --password P [--zoom 3] [--seconds 4]
 *     [--lat 25 --lng 10] [--layer clusters|heat] [--screenshot /tmp/map.png] [--trace /tmp/trace.json]
 *
 * Headless Chromium with --disable-gpu rasterises in software: the figures are a lower bound of a desktop
 * with a GPU. No CPU throttling is applied. --trace records a Chromium performance trace of the pan (it costs
 * frames itself: compare figures only between runs without it).
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { installFrameRecorder, readRecording, startRecording, stopRecording } from './map-fps/frame-recorder';
import { FRAME_BUDGET_MS, JITTER_MS, frameStats, type FrameStats } from './map-fps/frame-stats';
import { panFor } from './map-fps/pan';
import { loadAverage } from './browser-bench/load-average';
import { openSignedIn, signInThroughApi } from './browser-bench/session';
import { until } from './browser-bench/until';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string' },
    password: { type: 'string' },
    zoom: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    lat: { type: 'string', default: '25' },
    lng: { type: 'string', default: '10' },
    layer: { type: 'string', default: 'clusters' },
    screenshot: { type: 'string' },
    trace: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});

if (!options.email || !options.password) {
  console.error('usage: tsx tools/map-fps.ts --url URL --email E --password P [--zoom 3] [--seconds 4] [--lat --lng] [--layer clusters|heat]');
  process.exit(2);
}
const zoom = Number(options.zoom);
const seconds = Number(options.seconds);
const layer = options.layer === 'heat' ? 'heat' : 'clusters';
const LOCATIONS_PATH = '/v1/alarm/panic-event-locations';
/** DevTools' Performance panel's own set, with the JavaScript sampler: which functions the long tasks ran. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'loading',
];

/** Every answer of the locations call: its `total` is the events in the cells the viewport touches. */
function watchLocationAnswers(page: Page) {
  const answers: { total: number; items: number; duringPan: boolean }[] = [];
  const state = { panning: false };
  page.on('response', (response) => {
    if (!response.url().includes(LOCATIONS_PATH) || !response.ok()) return;
    const duringPan = state.panning;
    response
      .json()
      .then((body: { total: number; data: unknown[] }) => answers.push({ total: body.total, items: body.data.length, duringPan }))
      .catch(() => undefined); // the page navigated away before the body was read: nothing to count
  });
  return { answers, state };
}

const HEAT_PAINTED = `(() => {
  const canvas = document.querySelector('[data-testid="heat-layer"]');
  const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
  return false;
})()`;

/** Drawn: the answer arrived and its icons (clusters layer) or coloured pixels (heat layer) are on the map. */
async function waitUntilDrawn(page: Page) {
  const map = page.getByTestId('heat-map');
  await page.getByTestId('events-in-view').waitFor();
  if (layer === 'clusters') await map.locator('.leaflet-marker-pane .leaflet-marker-icon').first().waitFor();
  else await until(() => page.evaluate(HEAT_PAINTED) as Promise<boolean>, 'the heat layer to paint');
  await page
    .getByRole('status', { name: /loading/i })
    .first()
    .waitFor({ state: 'detached' });
  // Let the fonts, the country shapes and the first paint settle before the clock starts.
  await page.waitForTimeout(1000);
}

const zoomOf = async (page: Page) => Number(await page.getByTestId('heat-map').getAttribute('data-zoom'));

async function measure() {
  const loadBefore = loadAverage();
  const account = await signInThroughApi(options.url, options.email as string, options.password as string);
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ baseURL: options.url, viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await installFrameRecorder(page);
    await openSignedIn(page, account);
    const watch = watchLocationAnswers(page);

    const query = new URLSearchParams({ lat: String(options.lat), lng: String(options.lng), zoom: String(zoom), layer });
    await page.goto(`/admin/heat-map?${query}`);
    await waitUntilDrawn(page);
    if ((await zoomOf(page)) !== zoom) throw new Error(`the map opened at zoom ${await zoomOf(page)}, not ${zoom}`);
    const box = await page.getByTestId('heat-map').locator('.leaflet-container').boundingBox();
    if (!box) throw new Error('the map has no box on the page');
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    if (options.trace) await browser.startTracing(page, { path: options.trace, screenshots: false, categories: TRACE_CATEGORIES });
    watch.state.panning = true;
    await startRecording(page);
    await panFor(page, center, seconds, async () => {
      if (!options.screenshot) return;
      // The screenshot stalls the page for a while: that stretch is left out of the frame figures.
      await stopRecording(page);
      await page.screenshot({ path: options.screenshot });
      await startRecording(page);
    });
    await stopRecording(page);
    const firstPhase = await readRecording(page);

    await startRecording(page);
    await page.locator('.leaflet-control-zoom-in').click();
    await until(async () => (await zoomOf(page)) === zoom + 1, `zoom ${zoom + 1}`);
    await panFor(page, center, seconds);
    await stopRecording(page);
    watch.state.panning = false;
    if (options.trace) await browser.stopTracing();
    const all = await readRecording(page);
    const secondPhase = { segments: all.segments.slice(firstPhase.segments.length), longTasks: all.longTasks };
    return { all: frameStats(all), first: frameStats(firstPhase), second: frameStats(secondPhase), answers: watch.answers, loadBefore };
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => value.toFixed(1);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const describe = (stats: FrameStats) =>
  `${stats.frames} frames in ${(stats.recordedMs / 1000).toFixed(1)} s, ${stats.meanFps.toFixed(1)} fps; interval p50 ${ms(stats.p50)} p95 ${ms(stats.p95)} ` +
  `p99 ${ms(stats.p99)} max ${ms(stats.max)} ms; over ${FRAME_BUDGET_MS} ms ${percent(stats.overBudget)}, over ${(2 * FRAME_BUDGET_MS).toFixed(1)} ms ` +
  `${percent(stats.overTwoFrames)}; long tasks ${stats.longTasks} (${ms(stats.longTaskMs)} ms)`;

const result = await measure();
const loadAfter = loadAverage();
const atStart = result.answers.find((answer) => !answer.duringPan);
const inPan = result.answers.filter((answer) => answer.duringPan);
const mostInPan = Math.max(0, ...inPan.map((answer) => answer.total));
const { all } = result;

console.log(`layer ${layer}, zoom ${zoom} then ${zoom + 1}, centre ${options.lat}, ${options.lng}, ${seconds} s of dragging at each zoom`);
console.log(`events in the window at the start: ${atStart?.total.toLocaleString('en-GB') ?? '?'} (${atStart?.items ?? '?'} items drawn from the answer)`);
console.log(
  `answers during the pan: ${inPan.length}, events in them: most ${mostInPan.toLocaleString('en-GB')}, sum ${inPan.reduce((s, a) => s + a.total, 0).toLocaleString('en-GB')}`,
);
console.log(`zoom ${zoom}:     ${describe(result.first)}`);
console.log(`zoom ${zoom + 1}:     ${describe(result.second)}`);
console.log(`all:        ${describe(all)}`);
console.log(`load average: before ${result.loadBefore}, after ${loadAfter}`);
console.log('');
console.log(
  '| layer | centre | zoom | events in window | frames | mean fps | p50 ms | p95 ms | p99 ms | max ms | > 16.7 ms | > 33.4 ms | long tasks (ms) | load avg before → after |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${layer} | ${options.lat}, ${options.lng} | ${zoom}→${zoom + 1} | ${atStart?.total.toLocaleString('en-GB') ?? '?'} | ${all.frames} | ${all.meanFps.toFixed(1)} | ${ms(all.p50)} | ${ms(all.p95)} | ` +
    `${ms(all.p99)} | ${ms(all.max)} | ${percent(all.overBudget)} | ${percent(all.overTwoFrames)} | ${all.longTasks} (${ms(all.longTaskMs)}) | ` +
    `${result.loadBefore.split(' ')[0]} → ${loadAfter.split(' ')[0]} |`,
);
console.log(`(over a limit: by more than ${JITTER_MS} ms, the jitter of rAF timestamps; Chromium headless, software rendering, no CPU throttling)`);
