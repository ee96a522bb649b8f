import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Finding = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe on the page as it is now, every rule of axe's default run (WCAG 2.x A and AA and best practices):
 * each violation with its impact and up to five elements it found.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // axe.run in the page itself: the default mode also opens a blank page per scan to merge the frames' results,
  // which doubled each scan's time (41 scans of the Arabic walk: 110 s against 55 s, 2026-12-02, e645f85, 2 cores).
  // The app has no frames from another origin, so the findings are the same.
  // resultTypes: every rule still runs on every element, and each violation still lists every element it found;
  // only the passes are not described element by element (a CSS selector for each), which was half of a scan's
  // time (1,051 against 437 ms per scan of the customer list, 2026-12-03, e9b6794, 2 cores, nothing else running).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim()),
  }));
}

/**
 * Checks one page or dialog state (softly: one run reports every state) and prints what axe found. The state's
 * transitions end first: a dialog scanned while it fades in has colours axe would measure wrong.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  await animationsDone(page);
  const findings = await axeFindings(page);
  if (findings.length) console.log(`axe: ${state}\n${JSON.stringify(findings, null, 1)}`);
  expect.soft(findings, `axe violations on ${state}`).toEqual([]);
}

/** The page has settled: its h1 is there and nothing is loading any more. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Mantine's transitions (modals, toasts) last up to 200 ms; colours measured mid-fade would be wrong.
  await animationsDone(page);
}

/**
 * Every finite animation and CSS transition on the page has ended (endless ones, such as a loader's spin or an
 * overdue alarm's pulse, are not waited for), and no element waits to start one: Mantine's transitions first
 * render an element at its starting style (inline opacity 0) for a frame or two before the CSS transition
 * runs, when no animation exists yet. A condition instead of a fixed pause.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(
    () => {
      const running = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      if (running) return false;
      const waiting = [...document.querySelectorAll<HTMLElement>('[style*="transition-duration"]')].some(
        (element) => element.style.opacity === '0' && element.style.transitionDuration !== '0ms' && element.checkVisibility({ visibilityProperty: true }),
      );
      return !waiting;
    },
    undefined,
    { timeout: 10_000 },
  );
}
