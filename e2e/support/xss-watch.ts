import type { Browser, Page, Request } from '@playwright/test';
import { BASE_URL } from './environment';

/**
 * What the XSS suites watch in Chromium: a payload that ran would call a dialog, break the CSP, ask another
 * host for something or move the page. instrument() is added as an init script, so it is in place before any
 * of the page's own code runs.
 */
export function instrument() {
  const record = (what: string) => ((window as unknown as { __xss: string[] }).__xss ??= []).push(`${what} (at ${location.pathname})`);
  (window as unknown as { __xss: string[] }).__xss = [];
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    const original = window[name].bind(window);
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      record(`${name}(${args.map(String).join(',')})`);
      return (original as (...a: unknown[]) => unknown)(...args);
    };
  }
  // zod 4 probes `new Function` once to decide whether it may compile parsers; the CSP refuses it and zod
  // falls back. That probe is ours, not a payload's; every other refusal is recorded.
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.blockedURI !== 'eval') record(`csp ${event.violatedDirective} ${event.blockedURI}`);
  });
}

const host = new URL(BASE_URL).host;
/** The app's live alarm stream stays open as long as the page: it is never "done". */
const longLived = (request: Request) => new URL(request.url()).pathname === '/v1/admin/alarms/stream';
/** How long the page may keep loading what it asked for (an image, a frame, an API call) before that is a problem. */
const QUIET_WITHIN_MS = 10_000;

/**
 * Lets the page run its queued tasks and two rendering steps (autofocus, animation and toggle events fire there).
 * A page that navigates meanwhile (what a payload might do) ends the wait early; the caller looks again.
 */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))).catch(() => undefined);

/** Dialogs the page opened and requests it made to another host, since the last clear(). */
export function watchPage(page: Page) {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} (at ${new URL(page.url()).pathname})`);
    void dialog.dismiss();
  });
  // Requests sent and not yet answered: an image's onerror or a frame's onload fires only once its load has ended.
  const loading = new Set<Request>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== host) foreign.push(request.url());
    if (!longLived(request)) loading.add(request);
  });
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  return {
    dialogs,
    foreign,
    /** Forgets what was seen, in the page too (a page the app navigates within keeps its document). */
    async clear() {
      dialogs.length = 0;
      foreign.length = 0;
      if (page.url().startsWith('http')) await page.evaluate(() => ((window as unknown as { __xss: string[] }).__xss = []));
    },
    /** What instrument() recorded in the current document. */
    ran: () => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss),
    /**
     * Waits until every handler a payload could have left had its chance to fire: nothing the page asked for is
     * still loading (a load or error event follows each load's end), and then two rendering steps and the tasks
     * queued meanwhile (a CSP report is one) have run. Answers, as problems, what was still loading after
     * QUIET_WITHIN_MS.
     */
    async settled(): Promise<string[]> {
      const until = Date.now() + QUIET_WITHIN_MS;
      do {
        await nextFrames(page);
        if (!loading.size) {
          await nextFrames(page);
          if (!loading.size) return [];
        }
      } while (Date.now() < until);
      return [...loading].map((request) => `still loading after ${QUIET_WITHIN_MS / 1000} s: ${request.url()}`);
    },
  };
}

/** A new browser context with instrument() in place, its page and the page's watcher. */
export async function watchedPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(instrument);
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}
