import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ROOT, SUPER_ADMIN } from './environment';

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

type Row = { eTempId?: number; sTempId?: number; pageId?: number; eTempName?: string; sTempName?: string; pageTitle?: string; content: string; subject?: string };

/** A template by its name: id, content and (e-mail) subject. */
export async function findTemplate(api: ContentApi, type: 1 | 2 | 3, name: string) {
  const response = await api.get(`/v1/cms/list-templates?template_type=${type}&limit=100`);
  const row = ((await response.json()).data as Row[]).find((r) => (r.eTempName ?? r.sTempName ?? r.pageTitle) === name);
  if (!row) throw new Error(`no template ${type} named ${name}`);
  return { id: (row.eTempId ?? row.sTempId ?? row.pageId) as number, content: row.content, subject: row.subject };
}

/**
 * The shared corpus of XSS payloads (../shared/testdata beside the repository, or CORPUS_DIR). Missing, it
 * throws with a plain message: a corpus test must never pass having checked nothing.
 */
export function readXssCorpus(): { title?: string; payload: string }[] {
  const dir = process.env.CORPUS_DIR ?? path.resolve(ROOT, '../shared/testdata');
  const file = path.join(dir, 'xss-payloads.json');
  if (!fs.existsSync(file)) throw new Error(`XSS corpus ${file} is missing: put the shared testdata folder beside the repository or set CORPUS_DIR. Nothing was checked.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
