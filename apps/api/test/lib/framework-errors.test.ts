import { plansEndpoints, profileEndpoints } from '@guardian/contracts';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKind, type TestApp } from '../support/helper';
import { raw } from '../support/raw-http';
import { pathOf } from '../support/request';

const LONG_ID = 'x'.repeat(300);

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cache-control']).toBe('no-store');
}

describe(`Fastify's own refusals on ${databaseKind}`, () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => test.close());

  it('every ordinary answer carries a Permissions-Policy that denies powerful features', async () => {
    for (const url of [pathOf(plansEndpoints.list), '/v1/no-such-call', pathOf(profileEndpoints.getMyProfile)]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(String(response.headers['permissions-policy']), url).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });

  it.each([
    // test-paths: an address the router must refuse, sent as raw text
    ['an address that does not decode', `/v1/device-inventory/%zz${'<script>'}`, 400, 'The address of the request is not valid.'],
    // test-paths: a parameter the router refuses before any route sees it
    ['a parameter over the router limit', `/v1/device-inventory/${LONG_ID}`, 414, 'The address of the request is too long.'],
  ])('%s: the error envelope, the security headers, and the path not echoed', async (_name, url, status, message) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(response.body).not.toContain('device-inventory');
    expect(response.body).not.toContain('xxxxxxxxxx');
    expectSecurityHeaders(response.headers);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('headers over the limit: 431 with the envelope and the same headers, on a real connection', async () => {
    const response = await raw(port, `GET /v1/plans HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request headers are too large.' });
    expectSecurityHeaders(response.headers);
  });

  it('a malformed request: 400 with the envelope and the same headers, nothing of the request echoed', async () => {
    const response = await raw(port, 'GET /v1/<script>alert(1)</script> HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request could not be read.' });
    expect(response.body).not.toContain('script');
    expectSecurityHeaders(response.headers);
  });

  it('the same bad address on a real connection is answered the same way', async () => {
    const response = await raw(port, `GET /v1/device-inventory/${LONG_ID} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(414);
    expect(JSON.parse(response.body)).toEqual({ message: 'The address of the request is too long.' });
    expectSecurityHeaders(response.headers);
  });
});
