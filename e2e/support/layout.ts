import { test, type Page } from '@playwright/test';
import { animationsDone } from './axe';
import { SHOTS_WANTED } from './environment';

/**
 * What breaks the layout of the page as drawn now (issue 13 point 6):
 * - a table cell whose content is wider than the cell (it spills over its neighbour or is cut);
 * - a table wider than its box, so that its last columns (the row actions) hide behind a sideways scroll;
 * - a word broken across two lines in its middle: text may wrap between words, or inside an e-mail address,
 *   id or URL at a separator or punctuation (@ . _ - / < >), never between two letters or digits ("Monthl y",
 *   "11/21/202 6").
 * Each problem reads "<what>: <text>", for the test's message.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const letterOrDigit = /[\p{L}\p{N}]/u;
    for (const cell of document.querySelectorAll<HTMLElement>('main td, main th')) {
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`cell overflows: ${cell.textContent?.trim().slice(0, 60)}`);
    }
    for (const table of document.querySelectorAll<HTMLElement>('main table')) {
      const box = table.parentElement;
      if (box && table.offsetWidth > box.clientWidth + 1) problems.push(`table wider than its box: ${table.offsetWidth} > ${box.clientWidth} px`);
    }
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      // The map's own drawing and hidden or decorative text are not read as lines of text.
      if (!parent || !text.trim() || parent.closest('.leaflet-container, svg, [aria-hidden="true"], script, style')) continue;
      if (!parent.checkVisibility()) continue;
      for (const match of text.matchAll(/\S{2,}/g)) {
        const start = match.index;
        const word = match[0];
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        if ([...range.getClientRects()].filter((rect) => rect.width > 0).length < 2) continue;
        // The word spans lines: find where each new line starts and what is either side of it.
        let lastTop: number | null = null;
        for (let index = 0; index < word.length; index++) {
          range.setStart(node, start + index);
          range.setEnd(node, start + index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          const newLine = lastTop !== null && rect.top > lastTop + 2;
          if (newLine && letterOrDigit.test(word[index - 1] ?? '') && letterOrDigit.test(word[index] ?? '')) {
            problems.push(`word broken: ${word.slice(0, index)}|${word.slice(index)}`);
          }
          lastTop = rect.top;
        }
      }
    }
    return problems;
  });
}

/**
 * A full-page screenshot saved in the test's output folder and attached to the run's report, when asked (E2E_SHOTS=1),
 * once the page's transitions have ended.
 */
export async function attachShot(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  await animationsDone(page);
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}
