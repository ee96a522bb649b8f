import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, expectFullXssCorpus, findTemplate, readXssCorpus, type ContentApi } from '../support/content-api';
import { BASE_URL } from '../support/environment';
import { watchedPage } from '../support/xss-watch';

/**
 * Every XSS payload (our own vectors, and the public corpus when CORPUS_DIR has it), saved as a static page and opened by a visitor on the public page
 * in Chromium: no script runs, no dialog opens, no request leaves for another host, the page stays where it
 * is, and the harmless text around the payload stays visible.
 */
type Payload = { title?: string; payload: string };
let corpus: Payload[] = [];
let corpusError: Error | undefined;
try {
  corpus = readXssCorpus();
} catch (error) {
  corpusError = error as Error;
}

const CHUNK = 45;

/**
 * Whether a browser would show the text after the payload: parsed (not run) with DOMParser, it must end up
 * as a top-level paragraph. A payload that leaves a raw-text element open (style, textarea, iframe...)
 * legitimately swallows it. An SVG/MathML <style> or a <noscript> is where parsers disagree (mutation XSS):
 * the server's sanitiser reads them as raw text, the safe side, so the text after them is not expected.
 */
async function expectsTrailingText(page: Page, payloads: Payload[]): Promise<boolean[]> {
  return page.evaluate(
    (items) =>
      items.map(({ payload }, index) => {
        if (/<(svg|math)[\s\S]*<style|<noscript/i.test(payload)) return false;
        const doc = new DOMParser().parseFromString(`<p>Before ${index}</p>${payload}<p>After ${index}</p>`, 'text/html');
        return [...doc.querySelectorAll('body > p')].some((p) => p.textContent === `After ${index}`);
      }),
    payloads,
  );
}

async function checkPayloads(browser: Browser, api: ContentApi, pageId: number, first: number, payloads: Payload[]) {
  const { context: visitor, page, watch } = await watchedPage(browser);
  const { dialogs, foreign } = watch;
  const problems: string[] = [];
  await page.goto('/auth/login');
  const trailing = await expectsTrailingText(page, payloads);

  for (const [offset, { payload, title }] of payloads.entries()) {
    const index = first + offset;
    const label = `#${index} ${title ?? payload.slice(0, 60)}`;
    const saved = await api.patch(`/v1/update-static-page/${pageId}`, { content: `<p>Before ${index}</p>${payload}<p>After ${index}</p>` });
    if (!saved.ok()) {
      problems.push(`${label}: save answered ${saved.status()}`);
      continue;
    }
    await watch.clear();
    const url = `/auth/staticpage/${pageId}?payload=${index}`;
    await page.goto(url);
    const article = page.getByTestId('static-page');
    await expect(article.getByText(`Before ${index}`, { exact: true })).toBeVisible();
    // Error and load handlers (img onerror, svg onload, autofocus) fire once their loads end, if any survived.
    problems.push(...(await watch.settled()).map((problem) => `${label}: ${problem}`));
    const ran = await watch.ran();
    if (ran.length) problems.push(`${label}: ${ran.join('; ')}`);
    if (dialogs.length) problems.push(`${label}: dialog ${dialogs.join('; ')}`);
    if (foreign.length) problems.push(`${label}: request to ${foreign.join(', ')}`);
    if (!page.url().endsWith(url)) problems.push(`${label}: navigated to ${page.url()}`);
    if (trailing[offset] && !(await article.getByText(`After ${index}`, { exact: true }).isVisible()))
      problems.push(`${label}: text after the payload is gone`);
  }
  await visitor.close();
  return problems;
}

test.describe('XSS corpus against the public static page', () => {
  let api: ContentApi;
  let pageId: number;
  let original: string;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    api = await apiAs(request);
    const page = await findTemplate(api, 3, 'FAQ');
    pageId = page.id;
    original = page.content;
  });
  test.afterAll(async () => {
    await api.patch(`/v1/update-static-page/${pageId}`, { content: original });
  });

  test('the corpus is there (testdata/xss-vectors.ts, plus CORPUS_DIR/xss-payloads.json when present)', () => {
    if (corpusError) throw corpusError;
    expectFullXssCorpus(corpus.length);
  });

  test('the public page is served with a CSP that forbids inline script', async ({ request }) => {
    const response = await request.get(`/auth/staticpage/${pageId}`);
    const directives = (response.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim());
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives.find((d) => d.startsWith('script-src-attr'))).toBe("script-src-attr 'none'");
  });

  test('control: the checks do see a handler and a foreign image that bypass the sanitisers', async ({ browser }) => {
    const { context: visitor, page, watch } = await watchedPage(browser);
    const blocked: string[] = [];
    page.on('requestfailed', (request) => blocked.push(`${request.url()} ${request.failure()?.errorText}`));
    await page.goto(`/auth/staticpage/${pageId}`);
    await expect(page.getByTestId('static-page')).toBeVisible();
    await page.evaluate(() => {
      document
        .querySelector('[data-testid=static-page]')
        ?.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)"><img src="https://example.invalid/x.png">');
    });
    // Both images have ended loading (refused) and their handlers had their chance: the watcher has its reports.
    expect(await watch.settled()).toEqual([]);
    const seen = await watch.ran();
    // The CSP stops both: the handler never runs and the image is never requested, and both are reported.
    expect(seen.some((entry) => entry.startsWith('csp script-src-attr inline'))).toBe(true);
    expect(seen.some((entry) => entry.startsWith('csp img-src https://example.invalid/x.png'))).toBe(true);
    expect(seen.some((entry) => entry.startsWith('alert'))).toBe(false);
    // The corpus check counts even such a blocked attempt as a failure: it is stricter than "nothing left".
    expect(watch.foreign).toEqual(['https://example.invalid/x.png']);
    expect(blocked).toContain('https://example.invalid/x.png csp');
    await visitor.close();
  });

  for (let first = 0; first < corpus.length; first += CHUNK) {
    const chunk = corpus.slice(first, first + CHUNK);
    test(`payloads ${first}–${first + chunk.length - 1}: nothing runs, nothing leaves, the text stays`, async ({ browser }) => {
      test.setTimeout(240_000);
      expect(await checkPayloads(browser, api, pageId, first, chunk)).toEqual([]);
    });
  }
});
