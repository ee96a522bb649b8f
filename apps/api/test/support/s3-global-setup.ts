import { startS3Server, type RunningS3 } from './s3-server';

/**
 * `npm run test:api:s3`: the API suite with STORAGE_URL set. One s3rver for the run; every test app keeps its
 * files in its bucket under a prefix of its own (helper.ts). The workers inherit these variables.
 */
let s3: RunningS3 | undefined;

export async function setup() {
  s3 = await startS3Server();
  Object.assign(process.env, s3.env());
  console.log(`API tests store files in ${s3.storageUrl()}`);
}

export async function teardown() {
  await s3?.close();
}
