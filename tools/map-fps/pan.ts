import type { Page } from 'playwright-core';

type Point = { x: number; y: number };

/** A pointer moves about every 8 ms (125 Hz, a common mouse's report rate), so each frame sees one or two moves. */
const MOVE_EVERY_MS = 8;
const DRAG_MS = 700;
const DRAG_PX = 360;
/** Between drags: long enough for Leaflet's inertia and the `moveend` that fetches the new viewport. */
const PAUSE_MS = 150;

/** East, south, west, north, then the diagonals: every drag is undone by a later one, so the view stays near its start. */
const DIRECTIONS: Point[] = [
  { x: -1, y: 0 },
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -0.7, y: -0.7 },
  { x: 0.7, y: 0.7 },
];

async function drag(page: Page, from: Point, direction: Point, midway?: () => Promise<void>) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const started = Date.now();
  let halfwayDone = false;
  for (;;) {
    const progress = Math.min(1, (Date.now() - started) / DRAG_MS);
    await page.mouse.move(from.x + direction.x * DRAG_PX * progress, from.y + direction.y * DRAG_PX * progress);
    if (!halfwayDone && progress >= 0.5 && midway) {
      halfwayDone = true;
      await midway();
    }
    if (progress >= 1) break;
    await page.waitForTimeout(MOVE_EVERY_MS);
  }
  await page.mouse.up();
  await page.waitForTimeout(PAUSE_MS);
}

/**
 * Drags the map with real mouse events, one direction after another, for `seconds`. `midway` runs once, in the
 * middle of the first drag with the button still down (the screenshot of the map while it is being panned).
 */
export async function panFor(page: Page, center: Point, seconds: number, midway?: () => Promise<void>) {
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i += 1) {
    // The drag starts half a drag's length behind the centre, so the pointer stays over the map all along.
    const direction = DIRECTIONS[i % DIRECTIONS.length] as Point;
    const from = { x: center.x - (direction.x * DRAG_PX) / 2, y: center.y - (direction.y * DRAG_PX) / 2 };
    await drag(page, from, direction, i === 0 ? midway : undefined);
  }
}
