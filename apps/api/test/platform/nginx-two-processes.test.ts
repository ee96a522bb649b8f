import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../scripts/support/server';
import { loadConfig } from '../../src/config';
import { s3Storage } from '../../src/storage/s3-storage';
import type { S3Settings } from '../../src/storage/storage-url';
import { mp3OfSeconds } from '../support/mp3-fixtures';
import { findNginx, startNginx, type RunningNginx } from '../support/nginx';
import { createServiceKey, ingestAlert, insertAppUser, startProcessPair, withClient, type ProcessPair } from '../support/process-pair';
import { startS3Server, type RunningS3 } from '../support/s3-server';
import { openSse, type SseStream } from '../support/sse-client';
import { png } from '../support/users-fixtures';

/**
 * docs/deploying.md as a test: nginx with the repository's configuration (deploy/nginx/guardian.conf) in front
 * of two API processes on one PostgreSQL, each with a DATA_DIR of its own and one object store (a local S3
 * server) for uploads, with TRUST_PROXY=1. Sign-in, a list, uploads read back through the other process (a
 * video by ranges), an upload while the store is down, and the live alarm desk all go through the proxy.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const NGINX = findNginx();
const skipped = !DATABASE_URL
  ? 'DATABASE_URL is not set (two processes need one PostgreSQL)'
  : !NGINX
    ? 'nginx is not installed (Debian: apt-get install nginx)'
    : null;
if (skipped) console.log(`nginx-two-processes: skipped, ${skipped}`);

/** A request from another loopback address (127.0.0.2), with a forged X-Forwarded-For, as a client could send it. */
function postFrom(url: string, body: object, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.skipIf(skipped !== null)('nginx in front of two API processes on one PostgreSQL', () => {
  let pair: ProcessPair;
  let proxy: RunningNginx;
  let s3: RunningS3;
  let token: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    // One bucket for both; each process keeps its own DATA_DIR (process-pair.ts), so nothing is shared on disk.
    s3 = await startS3Server();
    pair = await startProcessPair(DATABASE_URL!, { ...s3.env('uploads'), TRUST_PROXY: '1' });
    proxy = await startNginx(NGINX!, [pair.a.url, pair.b.url]);
  }, 300_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await proxy?.stop();
    await pair?.stop();
    await s3?.close();
  }, 60_000);

  const bearer = () => ({ authorization: `Bearer ${token}` });

  it('signs in through the proxy, and the API takes the client address nginx saw, not the forged one', async () => {
    const signIn = await postFrom(`${proxy.url}/v1/auth/admin-signin`, { email: ADMIN.email, password: ADMIN.password }, { 'x-forwarded-for': '203.0.113.9' });
    expect(signIn.status).toBe(200);
    token = (JSON.parse(signIn.body) as { data: { token: string } }).data.token;
    const addresses = await withClient(pair.databaseUrl, async (client) =>
      (
        await client.query<{ ip: string }>('select s.ip from sign_in_addresses s join accounts a on a.id = s.account_id where a.email = $1', [ADMIN.email])
      ).rows.map((row) => row.ip),
    );
    expect(addresses).toEqual(['127.0.0.2']);
    expect((await fetch(`${proxy.url}/readyz`)).status).toBe(200);
  });

  /** `form` posted to `url` through one process (the other then serves the file). */
  const postForm = (url: string, form: FormData) => fetch(url, { method: 'POST', headers: bearer(), body: form });
  const servedByBoth = async (url: string, bytes: Buffer) => {
    for (const base of [pair.a.url, pair.b.url, proxy.url]) {
      const read = await fetch(`${base}${url}`);
      expect(read.status, base).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes), base).toBe(true);
    }
  };

  it('keeps a warning audio uploaded through one process in the store, where the other serves it', async () => {
    const audio = mp3OfSeconds(3);
    const form = new FormData();
    form.append('warning_audio_name', 'Two processes');
    form.append('trigger_time', '00:40:00');
    form.append('audio_file', new Blob([new Uint8Array(audio)], { type: 'audio/mpeg' }), 'two.mp3');
    const created = await postForm(`${pair.a.url}/v1/add-warning-audio`, form);
    expect(created.status).toBe(201);
    await servedByBoth(((await created.json()) as { data: { audioFile: string } }).data.audioFile, audio);
  });

  it('serves a video from the store by ranges through either process', async () => {
    const video = Buffer.from(Array.from({ length: 250_000 }, (_, i) => (i * 13) % 256));
    await s3Storage(loadConfig(s3.env('uploads')).objectStore as S3Settings).put('demo/two-processes.webm', video);
    for (const base of [pair.a.url, pair.b.url, proxy.url]) {
      const part = await fetch(`${base}/uploads/demo/two-processes.webm`, { headers: { range: 'bytes=1000-1999' } });
      expect(part.status, base).toBe(206);
      expect(part.headers.get('content-range'), base).toBe(`bytes 1000-1999/${video.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000)), base).toBe(true);
    }
  });

  it('answers an upload with 503 while the store is down, and keeps no row', async () => {
    const email = `store.down.${Date.now()}@guardian.test`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ first_name: 'Store', last_name: 'Down', email, password: 'Adm1n@pass', confirm_password: 'Adm1n@pass' }))
      form.append(name, value);
    form.append('profile_pic', new Blob([png(2, 2)], { type: 'image/png' }), 'avatar.png');
    await s3.stop();
    try {
      const refused = await postForm(`${proxy.url}/v1/auth/create-admin`, form);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Files cannot be stored/);
    } finally {
      await s3.start();
    }
    const rows = await withClient(pair.databaseUrl, (client) => client.query('select id from accounts where email = $1', [email]));
    expect(rows.rowCount).toBe(0);
  });

  it('stores an upload through the proxy that both processes serve, and lists it', async () => {
    const picture = png(6, 4);
    const form = new FormData();
    const email = `proxied.${Date.now()}@guardian.test`;
    for (const [name, value] of Object.entries({ first_name: 'Proxied', last_name: 'Admin', email, password: 'Adm1n@pass', confirm_password: 'Adm1n@pass' }))
      form.append(name, value);
    form.append('profile_pic', new Blob([picture], { type: 'image/png' }), 'avatar.png');
    const created = await fetch(`${proxy.url}/v1/auth/create-admin`, { method: 'POST', headers: bearer(), body: form });
    expect(created.status).toBe(201);
    const { profilePic } = ((await created.json()) as { data: { profilePic: string } }).data;
    expect(profilePic).toMatch(/^\/uploads\//);
    // Whichever process took it, each of them (and the proxy) serves it.
    await servedByBoth(profilePic, picture);

    const list = await fetch(`${proxy.url}/v1/auth/list-admins?search=${encodeURIComponent(email)}`, { headers: bearer() });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: { email: string }[] };
    expect(listed.data.map((row) => row.email)).toContain(email);
  });

  it('carries the live desk: an alert ingested through the proxy arrives on a stream opened through it within 2 s', async () => {
    const key = await createServiceKey(proxy.url, token, 'Gateway behind nginx');
    const personId = await insertAppUser(pair.databaseUrl);
    const desk = await openSse(`${proxy.url}/v1/admin/alarms/stream`, { token });
    streams.push(desk);
    expect(desk.status).toBe(200);
    expect(desk.headers.get('content-type')).toContain('text/event-stream');
    for (let i = 1; i <= 3; i += 1) {
      const sentAt = Date.now();
      const ingested = await ingestAlert(proxy.url, key, personId);
      expect(ingested.status).toBe(201);
      const { id } = ((await ingested.json()) as { data: { id: number } }).data;
      const events = await desk.waitForEvents(i, 2000);
      const event = events[i - 1]!;
      console.log(`nginx: ingest through the proxy -> desk through the proxy in ${event.at - sentAt} ms`);
      expect((JSON.parse(event.data) as { alarm: { id: number } }).alarm.id).toBe(id);
    }
    desk.close();
  });

  it('sent requests to both processes, and keeps /metrics to the processes themselves', async () => {
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
    const upstreams = new Set(proxy.accessLog().map((line) => line.split(' ').at(-1)));
    expect([...upstreams]).toEqual(expect.arrayContaining([new URL(pair.a.url).host, new URL(pair.b.url).host]));
    expect(proxy.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
