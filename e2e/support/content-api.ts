import { expect, type APIRequestContext } from '@playwright/test';
import { OWN_XSS_VECTORS, xssPayloads } from '../../testdata/corpora';
import { SUPER_ADMIN } from './environment';

/**
 * Direct API access for the content suites: to find a template's id and to put content back as it was,
 * so that these suites leave the shared demo data as they found it.
 */
export async function apiAs(request: APIRequestContext, account: { email: string; password: string } = SUPER_ADMIN) {
  const signIn = await request.post('/v1/auth/admin-signin', { data: { email: account.email, password: account.password } });
  expect(signIn.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await signIn.json()).data.token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    patch: (url: string, data: unknown) => request.patch(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}
export type ContentApi = Awaited<ReturnType<typeof apiAs>>;

type Row = {
  eTempId?: number;
  sTempId?: number;
  pageId?: number;
  eTempName?: string;
  sTempName?: string;
  pageTitle?: string;
  content: string;
  subject?: string;
};

/** A template by its name: id, content and (e-mail) subject. */
export async function findTemplate(api: ContentApi, type: 1 | 2 | 3, name: string) {
  const response = await api.get(`/v1/cms/list-templates?template_type=${type}&limit=100`);
  const row = ((await response.json()).data as Row[]).find((r) => (r.eTempName ?? r.sTempName ?? r.pageTitle) === name);
  if (!row) throw new Error(`no template ${type} named ${name}`);
  return { id: (row.eTempId ?? row.sTempId ?? row.pageId) as number, content: row.content, subject: row.subject };
}

/**
 * The XSS payloads: Guardian's own vectors (testdata/xss-vectors.ts) always, plus the public corpus of
 * CORPUS_DIR when the environment names it; testdata/corpora.ts prints which were used.
 */
export function readXssCorpus(): { title?: string; payload: string }[] {
  return xssPayloads().items;
}

/** Whether the run has a full corpus: the own vectors always, and more than 200 when the public one was added. */
export function expectFullXssCorpus(count: number) {
  expect(count).toBeGreaterThanOrEqual(OWN_XSS_VECTORS);
  if (xssPayloads().shared) expect(count).toBeGreaterThan(200);
}
