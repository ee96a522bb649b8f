import { cmsEndpoints } from '@guardian/contracts';
import { and, eq } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsTemplates } from '../../../src/db/schema';
import { OWN_XSS_VECTORS, xssPayloads } from '../../support/corpus';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const ALLOWED_TAGS = new Set(
  'p br hr div span h1 h2 h3 h4 h5 h6 strong b em i u s strike del sub sup mark small code pre blockquote ul ol li a img'.split(' '),
);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'start', 'style']);
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
const INVISIBLE = /[\s\u0000-\u001F\u007F-\u009F\u00A0\u1680\u180E\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/g;

/** What a browser could execute or load from stored HTML: judged by parsing it, not by searching strings. */
function dangersIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!ALLOWED_TAGS.has(name)) found.push(`tag <${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!ALLOWED_ATTRIBUTES.has(attribute)) found.push(`attribute ${attribute} on <${name}>`);
        if (attribute === 'style' && !/^text-align:(left|right|center|justify)$/.test(value)) found.push(`style ${value}`);
        if (attribute === 'href' || attribute === 'src') {
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(INVISIBLE, ''))?.[1]?.toLowerCase();
          const allowed = attribute === 'href' ? ['http', 'https', 'mailto'] : ['http', 'https', 'data'];
          if (scheme && !allowed.includes(scheme)) found.push(`${attribute}=${value}`);
          if (value.replace(INVISIBLE, '').startsWith('//')) found.push(`protocol-relative ${attribute}=${value}`);
          if (scheme === 'data' && !/^data:image\/(png|jpeg|gif|webp)[;,]/i.test(value.replace(INVISIBLE, '')))
            found.push(`${attribute}=${value.slice(0, 60)}`);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe(`the XSS corpus saved as a static page on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Awaited<ReturnType<typeof asRole>>['call'];
  let pageId: number;
  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    const [page] = await test.ctx.db
      .select()
      .from(cmsTemplates)
      .where(and(eq(cmsTemplates.templateType, 3), eq(cmsTemplates.slug, 'faq')));
    pageId = page?.id as number;
  });
  afterAll(() => test.close());

  it('stores nothing executable for any payload, and keeps the text around it', async () => {
    const { items: payloads, shared } = xssPayloads();
    // Guardian's own vectors always; with CORPUS_DIR present, its 223 public payloads as well.
    expect(payloads.length).toBeGreaterThanOrEqual(OWN_XSS_VECTORS);
    if (shared) expect(payloads.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const [index, { payload }] of payloads.entries()) {
      const content = `<p>Before ${index}</p>${payload}<p>After ${index}</p>`;
      const response = await request(call, cmsEndpoints.updateStaticPage, { params: { pageId }, body: { content } });
      if (response.statusCode !== 200) {
        failures.push(`#${index}: status ${response.statusCode}`);
        continue;
      }
      const stored = (await request(test.app, cmsEndpoints.getStaticPage, { params: { pageId } })).json().data.content as string;
      const dangers = dangersIn(stored);
      if (dangers.length) failures.push(`#${index}: ${dangers.join(', ')}`);
      if (!stored.startsWith(`<p>Before ${index}</p>`)) failures.push(`#${index}: leading text lost`);
    }
    expect(failures).toEqual([]);
  });
});
