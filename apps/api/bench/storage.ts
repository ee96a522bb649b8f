import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { freePort } from '../scripts/support/temp-postgres';
import { startServer } from '../scripts/support/server';
import { loadConfig } from '../src/config';
import { localStorage } from '../src/storage/local-storage';
import { s3Storage } from '../src/storage/s3-storage';
import type { Storage } from '../src/storage/storage';
import type { S3Settings } from '../src/storage/storage-url';
import { startS3Server } from '../test/support/s3-server';
import { peakRss } from './measure';

/**
 * `npm run bench -- --only storage`: the two kinds of storage side by side. Upload: a video of `megabytes` MB
 * written as a stream through the Storage module (the routes take at most 10 MB; this is the module's own pace).
 * Download: the same video read through a real server's /uploads/ URL, with the server's resident memory before
 * and at its peak while it streams: it should stay flat (no whole-file buffering). The object store is s3rver on
 * this machine, so its figures are the module's and the SDK's cost over a local store, not a cloud store's.
 */
export type StorageResult = { kind: 'local' | 's3'; megabytes: number; uploadMBps: number; downloadMBps: number; restMb: number; peakMb: number };

/** `megabytes` of bytes that differ along the file, a megabyte at a time, never held whole. */
const video = (megabytes: number) =>
  Readable.from(
    (function* () {
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < megabytes; i += 1) yield chunk.fill(i % 251);
    })(),
  );

async function measureKind(kind: 'local' | 's3', storage: Storage, env: Record<string, string>, megabytes: number): Promise<StorageResult> {
  const started = performance.now();
  const key = await storage.save('experiences', 'mp4', video(megabytes));
  const uploadMBps = megabytes / ((performance.now() - started) / 1000);
  const server = await startServer({ port: await freePort(), env });
  try {
    const download = performance.now();
    const {
      result: bytes,
      peakMb,
      startMb,
    } = await peakRss(server.child.pid as number, async () => {
      const response = await fetch(`${server.url}/uploads/${key}`);
      let received = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
      return received;
    });
    if (bytes !== megabytes * 1024 * 1024) throw new Error(`${kind}: downloaded ${bytes} bytes of ${megabytes} MB`);
    return { kind, megabytes, uploadMBps, downloadMBps: megabytes / ((performance.now() - download) / 1000), restMb: startMb, peakMb };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    server.cleanup();
    await storage.remove(key);
  }
}

export async function measureStorage(megabytes: number, log: (line: string) => void): Promise<StorageResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-bench-storage-'));
  const s3 = await startS3Server('guardian-bench');
  try {
    const local = await measureKind('local', localStorage(path.join(dataDir, 'uploads')), { DATA_DIR: dataDir }, megabytes);
    log(`storage local: ${JSON.stringify(local)}`);
    const settings = loadConfig(s3.env('bench')).objectStore as S3Settings;
    const remote = await measureKind('s3', s3Storage(settings), s3.env('bench'), megabytes);
    log(`storage s3: ${JSON.stringify(remote)}`);
    return [local, remote];
  } finally {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function storageTable(results: StorageResult[]): string[] {
  const lines = [
    '',
    '| storage | video, MB | upload, MB/s | download through /uploads/, MB/s | server RSS before, MB | server peak RSS, MB |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const kind = r.kind === 'local' ? 'local disk (DATA_DIR/uploads)' : 'object store (s3rver, same machine)';
    lines.push(`| ${kind} | ${r.megabytes} | ${r.uploadMBps.toFixed(0)} | ${r.downloadMBps.toFixed(0)} | ${r.restMb.toFixed(0)} | ${r.peakMb.toFixed(0)} |`);
  }
  return lines;
}
