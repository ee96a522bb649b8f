import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account (STACK.md); the AWS SDK signs with these like with real keys. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
export const TEST_BUCKET = 'guardian-test';

export type RunningS3 = {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL naming the bucket (and a prefix inside it) on this server. */
  storageUrl: (prefix?: string) => string;
  /** STORAGE_URL and the credentials, as a process's environment takes them. */
  env: (prefix?: string) => Record<string, string>;
  /** Stops answering (connections are cut, as when the store goes down); start() brings it back with its files. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and deletes its files. */
  close: () => Promise<void>;
};

/** A real S3-compatible server (s3rver from the npm registry) in this process, on a free port, with one bucket. */
export async function startS3Server(bucket = TEST_BUCKET): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    if (server) return;
    server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    if (!server) return;
    const closing = server.close();
    // Keep-alive sockets of the SDK's agent would hold close() open until they time out.
    server.httpServer.closeAllConnections();
    await closing;
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = (prefix = '') =>
    `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=eu-west-1&force_path_style=1`;
  return {
    endpoint,
    bucket,
    storageUrl,
    env: (prefix) => ({ STORAGE_URL: storageUrl(prefix), ...S3_CREDENTIALS }),
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
