import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { s3Storage } from '../../src/storage/s3-storage';
import type { S3Settings } from '../../src/storage/storage-url';
import { startS3Server, type RunningS3 } from '../support/s3-server';
import { png } from '../support/users-fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

/** `npm run storage:copy` as an operator runs it: the script, on a DATA_DIR, into a real S3 server. */
describe('storage:copy', () => {
  let s3: RunningS3;
  let dataDir: string;
  const files: Record<string, Buffer> = {
    'profiles/one.png': png(3, 2),
    'audio/alarm-1.mp3': Buffer.alloc(70_000, 7),
    'experiences/clip.webm': Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251)),
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-copy-'));
    for (const [key, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', key), bytes);
    }
    // Not a file of ours (no storage key): not copied.
    fs.writeFileSync(path.join(dataDir, 'uploads', 'profiles', 'notes.txt~'), 'x');
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const copy = async (env: Record<string, string>) => {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/scripts/storage-copy.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    });
    return stdout;
  };

  it('copies every file with its key and checks it, then a second run copies nothing', async () => {
    const first = await copy(s3.env('moved'));
    expect(first).toMatch(/\[1\/3\] .*: copied, size and SHA-256 checked/);
    expect(first).toContain('Done: 3 copied, 0 already there, 0 failed.');
    const store = s3Storage(loadConfig(s3.env('moved')).objectStore as S3Settings);
    for (const [key, bytes] of Object.entries(files)) expect((await store.read(key)).equals(bytes), key).toBe(true);

    const second = await copy(s3.env('moved'));
    expect(second).toContain('Done: 0 copied, 3 already there, 0 failed.');
  }, 60_000);

  it('stops with a message naming the variable when there is no store to copy into', async () => {
    const failure = await copy({}).then(
      () => 'exit 0',
      (error: { stderr: string }) => error.stderr,
    );
    expect(failure).toContain('STORAGE_URL is not set');
    const missing = await copy({ ...s3.env(), STORAGE_URL: s3.storageUrl().replace(s3.bucket, 'no-such-bucket') }).then(
      () => 'exit 0',
      (error: { stderr: string }) => error.stderr,
    );
    expect(missing).toContain('STORAGE_URL: the bucket "no-such-bucket" does not exist');
  }, 60_000);
});
