import type { Page } from '@playwright/test';

/**
 * What a screen shows as its own text, for the checks of dates and codes: every visible text node and the value
 * of every visible field (a date field writes its day there), without the secondary details that the web marks
 * `data-code` (the code a name stands for, in small muted text). Marks of direction are dropped.
 */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').trim();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[data-code], script, style, noscript, template') || !parent.checkVisibility()) continue;
      const text = clean(node.textContent);
      if (text) texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input')) {
      const value = clean(input.value);
      if (value && input.checkVisibility()) texts.push(value);
    }
    return texts;
  });
}

/** A code as a program writes it: LOCATION_SHARED, or one of the given snake_case codes (an alarm's outcome). */
export function rawCodes(texts: string[], snakeCodes: readonly string[]): string[] {
  const snake = snakeCodes.filter((code) => code.includes('_'));
  const pattern = new RegExp(`\\b[A-Z]{2,}(?:_[A-Z]+)+\\b${snake.length ? `|\\b(?:${snake.join('|')})\\b` : ''}`);
  return texts.filter((text) => pattern.test(text));
}

export type DateStyleFound = 'numeric' | 'named' | 'iso';

/**
 * The date styles a screen's texts use: 'numeric' (22/11/2026, 11/22/2026, 22/11 on a chart's axis) or 'named'
 * (22 Nov 2026; in Arabic the month's Arabic name), each with an example; 'iso' (2026-11-22) is a day as the API
 * sends it, which no screen should show as its text.
 */
export function dateStyles(texts: string[], language: 'en' | 'ar'): Map<DateStyleFound, string> {
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 15))),
  );
  const named = new RegExp(`(^|[^\\d])\\d{1,2} (${months.join('|')}) \\d{4}`);
  const numeric = /(^|[^\d/])\d{1,2}\/\d{1,2}(\/\d{4})?(?![\d/])/;
  const iso = /(^|[^\d])\d{4}-\d{2}-\d{2}(?!\d)/;
  const found = new Map<DateStyleFound, string>();
  for (const text of texts) {
    if (iso.test(text) && !found.has('iso')) found.set('iso', text);
    if (named.test(text) && !found.has('named')) found.set('named', text);
    if (numeric.test(text) && !found.has('numeric')) found.set('numeric', text);
  }
  return found;
}
