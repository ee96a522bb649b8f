/**
 * `npm run storage:copy`: moves an installation's files to an object store. Copies every file under
 * DATA_DIR/uploads into the bucket of STORAGE_URL (credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY),
 * under the same keys, checking each copy's size and SHA-256. Safe to run again: files already copied are
 * left alone. Run it before starting the servers with STORAGE_URL, and once more after stopping the last one
 * that wrote to DATA_DIR (docs/deploying.md).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { copyFiles } from '../src/storage/copy-files';
import { localStorage } from '../src/storage/local-storage';
import { s3Storage } from '../src/storage/s3-storage';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.objectStore) {
    console.error('STORAGE_URL is not set: name the object store to copy into (s3://bucket/prefix?endpoint=...).');
    return 1;
  }
  const source = localStorage(path.join(config.dataDir, 'uploads'));
  const target = s3Storage(config.objectStore);
  await target.check();
  console.log(`Copying ${source.location} into ${target.location}`);
  const outcome = await copyFiles(source, target, (line) => console.log(line));
  console.log(`Done: ${outcome.copied} copied, ${outcome.alreadyThere} already there, ${outcome.failed} failed.`);
  return outcome.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `storage:copy stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
