import { plansEndpoints, profileEndpoints, timelineEndpoints } from '@guardian/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { pathOf, request } from '../../support/request';

/** The CSP directives of a response, by name. */
function csp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe(`response headers on ${databaseKind}`, () => {
  let test: TestApp;
  let web: FastifyInstance;
  let https: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-web-'));

  beforeAll(async () => {
    test = await createTestApp();
    // The SPA as the server serves it, from a stand-in build, and the same app behind an https PUBLIC_URL.
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'export {};');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await buildApp({ ...test.ctx, config: { ...test.ctx.config, webDistDir: dist } }, { logger: false });
    https = await buildApp({ ...test.ctx, config: { ...test.ctx.config, publicUrl: 'https://guardian.example.com' } }, { logger: false, serveWeb: false });
  });
  afterAll(async () => {
    await web.close();
    await https.close();
    await test.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const pages = [
    '/admin/dashboard',
    '/auth/login',
    '/auth/staticpage/1',
    '/auth/experiance/abc',
    pathOf(plansEndpoints.list),
    pathOf(profileEndpoints.getMyProfile),
    '/v1/no-such-call',
  ];

  it.each(pages)('%s: CSP without inline script, no framing, nosniff, referrer policy', async (url) => {
    const response = await web.inject({ method: 'GET', url });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeTruthy();
    // HSTS only where the app is served over https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets a browser keep the built files named by their content, and asks it to check the rest each time', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg', '/admin/dashboard']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the SPA for the public pages, and API data never cached', async () => {
    const page = await web.inject({ method: 'GET', url: '/auth/staticpage/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const { call } = await asRole(test, 3);
    for (const endpoint of [profileEndpoints.getMyProfile, timelineEndpoints.getAuditTimeline]) {
      const response = await request(call, endpoint);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const response = await request(https, plansEndpoints.list);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  describe('uploaded files', () => {
    it('are served with the type of their checked content, sandboxed, never sniffed', async () => {
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f00000000049454e44ae426082',
        'hex',
      );
      const key = await test.ctx.storage.save('profile-pictures', 'png', png);
      const response = await test.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(response.headers['content-security-policy'])).toMatchObject({ 'default-src': "'none'", sandbox: '' });
    });

    it.each(['/uploads/../../../etc/passwd', '/uploads/..%2f..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/'])(
      '%s is not served',
      async (url) => {
        const response = await test.app.inject({ method: 'GET', url });
        expect([400, 403, 404]).toContain(response.statusCode);
        expect(response.body).not.toMatch(/root:|"name"/);
      },
    );
  });
});
