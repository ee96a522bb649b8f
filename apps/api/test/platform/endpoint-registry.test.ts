import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@guardian/contracts';
import { createTestApp, type TestApp } from '../support/helper';

/**
 * Issue 16: each call is declared once in contracts. These tests hold the server and the sources to that:
 * every route the API serves under /v1 comes from a definition (and every definition is served), and no API
 * path is typed anywhere in the API or web sources outside contracts.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const openApiPath = (endpoint: Endpoint) => `/v1${endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

type Operation = { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, unknown> };

describe('endpoints declared once', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    paths = (t.app.swagger() as { paths: typeof paths }).paths;
  });
  afterAll(() => t.close());

  it('gives every definition a unique operationId and a unique method and path', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('serves every definition, with its operationId, summary and tag in the document', () => {
    for (const endpoint of allEndpoints) {
      const operation = paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.operationId);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.tags).toEqual([endpoint.tag]);
    }
  });

  it('serves nothing under /v1 that no definition declares', () => {
    const declared = new Set(allEndpoints.map((endpoint) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint)}`));
    const served = Object.entries(paths).flatMap(([url, operations]) => Object.keys(operations).map((method) => `${method} ${url}`));
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('documents the error envelope for every error status a call declares', () => {
    for (const endpoint of allEndpoints) {
      const responses = paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()]?.responses ?? {};
      for (const status of endpoint.errors ?? []) expect(Object.keys(responses), `${endpoint.operationId} ${status}`).toContain(String(status));
      if (endpoint.access.kind !== 'public') expect(Object.keys(responses), `${endpoint.operationId} 401`).toContain('401');
    }
  });
});

/** Source files of a folder, tests left out (a test is a client and may name paths). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The admin pages of the web app (`path: 'alarms'` in admin-routes.tsx): /admin/alarms there is a page, not a call. */
function webPages(): Set<string> {
  const routes = fs.readFileSync(path.join(root, 'apps/web/src/app/admin-routes.tsx'), 'utf8');
  return new Set([...routes.matchAll(/path: '([^':]+)/g)].map((match) => `/admin/${match[1]}`));
}

/** A quoted string that is one of the API's paths, with or without /v1, parameters filled in or not. */
function apiPathPattern(): RegExp {
  const paths = allEndpoints.map((endpoint) => endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^\'"`/]+'));
  return new RegExp(`['"\`](?:/v1)?(${paths.join('|')})(?:[?'"\`]|\\$\\{)`, 'g');
}

describe('no API path outside contracts', () => {
  const pattern = apiPathPattern();
  const pages = webPages();

  for (const folder of ['apps/api/src', 'apps/web/src']) {
    it(`types no API path in ${folder}`, () => {
      const found: string[] = [];
      for (const file of sourceFiles(path.join(root, folder))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(pattern)) {
          if (folder === 'apps/web/src' && pages.has(match[1]!)) continue;
          found.push(`${path.relative(root, file)}: ${match[0]}`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('would find a typed path (the check itself works)', () => {
    expect("api('/device-inventory/export')".match(pattern)).not.toBeNull();
    expect('fetch(`/v1/admin/alarms/${id}/acknowledge`)'.match(pattern)).not.toBeNull();
    expect("navigate('/admin/customer')".match(pattern)).toBeNull();
  });
});
