import { Readable } from 'node:stream';
import { adminsEndpoints, en } from '@guardian/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { accounts } from '../../src/db/schema';
import { sweepOrphanFiles } from '../../src/storage/orphan-sweep';
import { s3Storage } from '../../src/storage/s3-storage';
import type { S3Settings } from '../../src/storage/storage-url';
import { asRole, createAccount, createTestApp, storedKeys, type TestApp } from '../support/helper';
import { startS3Server, type RunningS3 } from '../support/s3-server';
import { multipart, png, unique } from '../support/users-fixtures';
import { request } from '../support/request';

/**
 * The one Storage contract on both kinds: a directory, and a real S3 server (s3rver) in this process. Files are
 * written, read, streamed, served through /uploads/ with ranges, removed and swept the same way on each.
 */
let s3: RunningS3;
const settingsOf = (env: Record<string, string>) => loadConfig(env).objectStore as S3Settings;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** 300 kB of bytes that differ from offset to offset, so a wrong range shows. */
const media = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) % 256));

describe.each(['local', 's3'] as const)('storage on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ objectStore: kind === 's3' ? settingsOf(s3.env()) : undefined });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('saves from bytes and from a stream, reads, streams a range, lists, and removes', async () => {
    const { storage } = test.ctx;
    expect(storage.kind).toBe(kind);
    const fromBytes = await storage.save('videos', 'mp4', media);
    const fromStream = await storage.save('videos', 'mp4', Readable.from([media.subarray(0, 1000), media.subarray(1000)]));
    expect(fromBytes).toMatch(/^videos\/[\w-]+\.mp4$/);
    expect(fromStream).not.toBe(fromBytes);
    expect((await storage.read(fromStream)).equals(media)).toBe(true);
    expect(await storage.stat(fromBytes)).toMatchObject({ size: media.length });

    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream(fromBytes, { start: 1000, end: 1999 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(media.subarray(1000, 2000))).toBe(true);
    expect(await storedKeys(test.ctx, 'videos')).toEqual([fromBytes, fromStream].map((key) => key.slice('videos/'.length)).sort());

    await storage.remove(fromBytes);
    await storage.remove(fromBytes); // a second remove is no error
    await storage.remove('../../etc/passwd'); // nor a key of someone else's making: it names nothing
    expect(await storage.stat(fromBytes)).toBeNull();
    expect(await storage.stat('videos/missing.mp4')).toBeNull();
    expect(storage.publicUrl(fromStream)).toBe(`/uploads/${fromStream}`);
  });

  it('serves /uploads/ streamed, with ranges (206, 416), conditional answers and the checked type', async () => {
    const key = await test.ctx.storage.save('videos', 'webm', media);
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => test.app.inject({ method, url: `/uploads/${key}`, headers });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/webm',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=0',
    });
    expect(whole.headers['content-security-policy']).toContain('sandbox');
    expect(whole.rawPayload.equals(media)).toBe(true);

    const part = await get({ range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${media.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(media.subarray(1000, 2000))).toBe(true);
    const tail = await get({ range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(media.subarray(media.length - 500))).toBe(true);
    const open = await get({ range: `bytes=${media.length - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${media.length - 10}-${media.length - 1}/${media.length}`);

    const beyond = await get({ range: `bytes=${media.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${media.length}`);

    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(media.length));
    expect(head.rawPayload.length).toBe(0);
    const again = await get({ 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);

    for (const url of [`/uploads/videos/missing.webm`, '/uploads/videos/', '/uploads/..%2f..%2fetc%2fpasswd']) {
      const missing = await test.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ message: en.api.notFound });
    }
  });

  it('sweeps files older than a day that no row names, and keeps the named and the new', async () => {
    const { storage } = test.ctx;
    const named = await storage.save('profiles', 'png', png());
    const orphan = await storage.save('profiles', 'png', png());
    await createAccount(test.ctx, { profilePic: named });
    expect(await sweepOrphanFiles(test.ctx.db, storage)).toBe(0);
    const dayAfter = new Date(Date.now() + 25 * 3600_000);
    expect(await sweepOrphanFiles(test.ctx.db, storage, dayAfter)).toBeGreaterThanOrEqual(1);
    expect(await storage.stat(orphan)).toBeNull();
    expect(await storage.stat(named)).not.toBeNull();
    // The audios of the content seed are named by their rows and stay.
    expect((await storedKeys(test.ctx, 'audio')).length).toBeGreaterThan(0);
  });
});

describe('an object store that goes down', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ objectStore: settingsOf(s3.env()) });
  });
  afterAll(async () => {
    await s3.start().catch(() => undefined);
    await test?.close();
  });

  it('answers an upload with 503 and a clear message, stores no row and leaves no object; /readyz says so', async () => {
    const { call } = await asRole(test, 2);
    const before = await storedKeys(test.ctx, 'profiles');
    const email = `stored.${unique()}@guardian.test`;
    const fields = { first_name: 'Store', last_name: 'Down', email, password: 'Adm1n@pass', confirm_password: 'Adm1n@pass' };
    await s3.stop();
    try {
      const response = await request(call, adminsEndpoints.create, { ...multipart(fields, [{ name: 'profile_pic', value: png() }]) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: en.api.storageUnavailable });
      const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.storage).toBe('not usable');
      expect(ready.body).not.toContain('127.0.0.1');
    } finally {
      await s3.start();
    }
    expect(await test.ctx.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    expect(await storedKeys(test.ctx, 'profiles')).toEqual(before);
  });
});

describe('the start-up check and STORAGE_URL', () => {
  it('names the variable to fix: a missing bucket, refused credentials, a store that does not answer', async () => {
    const problem = (env: Record<string, string>) =>
      s3Storage(settingsOf(env))
        .check()
        .then(
          () => 'no problem',
          (error: Error) => error.message,
        );
    expect(await problem({ ...s3.env(), STORAGE_URL: s3.storageUrl().replace(s3.bucket, 'no-such-bucket') })).toMatch(
      /^STORAGE_URL: the bucket "no-such-bucket" does not exist/,
    );
    // s3rver checks the key id, not the signature (real stores check both and answer the same 403).
    expect(await problem({ ...s3.env(), AWS_ACCESS_KEY_ID: 'WRONG' })).toMatch(/^AWS_ACCESS_KEY_ID \/ AWS_SECRET_ACCESS_KEY: the object store refused/);
    expect(await problem({ ...s3.env(), STORAGE_URL: s3.storageUrl().replace(/127\.0\.0\.1%3A\d+/, '127.0.0.1%3A1') })).toMatch(
      /^STORAGE_URL: the object store cannot be used, it does not answer/,
    );
    expect(await problem(s3.env('some/prefix'))).toBe('no problem');
  });

  it('refuses a STORAGE_URL it cannot use, and credentials anywhere but AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ STORAGE_URL: 's3://guardian-files' })).toMatch(/AWS_ACCESS_KEY_ID: must be set[\s\S]*AWS_SECRET_ACCESS_KEY: must be set/);
    expect(refusal({ ...s3.env(), STORAGE_URL: 's3://key:secret@guardian-files' })).toContain('STORAGE_URL: must not hold credentials');
    expect(refusal({ ...s3.env(), STORAGE_URL: 'https://guardian-files' })).toContain('STORAGE_URL: must start with s3://');
    expect(refusal({ ...s3.env(), STORAGE_URL: 's3://UPPER' })).toContain('is not a bucket name');
    expect(refusal({ ...s3.env(), STORAGE_URL: 's3://guardian-files?endpont=http://x' })).toContain('unknown option endpont');
    expect(loadConfig({ ...s3.env(), STORAGE_URL: 's3://guardian-files/a/b?region=eu-west-1' }).objectStore).toMatchObject({
      bucket: 'guardian-files',
      prefix: 'a/b',
      region: 'eu-west-1',
      forcePathStyle: false,
      accessKeyId: 'S3RVER',
    });
  });
});
