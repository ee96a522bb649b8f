import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The configured store: the object store of STORAGE_URL, or DATA_DIR/uploads. */
export function openStorage(config: Pick<Config, 'dataDir' | 'objectStore'>): Storage {
  return config.objectStore ? s3Storage(config.objectStore) : localStorage(path.join(config.dataDir, 'uploads'));
}
