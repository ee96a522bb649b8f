import fs from 'node:fs/promises';
import { createReadStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { newPublicId } from '../lib/tokens';

/**
 * Uploaded files go through this one module so that an object store can replace the local directory.
 * Names are generated here, never taken from the client; the extension comes from the checked content type.
 */
export type Storage = {
  root: string;
  save: (folder: string, extension: string, bytes: Buffer) => Promise<string>;
  remove: (key: string | null | undefined) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string) => NodeJS.ReadableStream;
  publicUrl: (key: string | null | undefined) => string | null;
};

const SAFE_KEY = /^[a-z-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function localStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const fullPath = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    root,
    async save(folder, extension, bytes) {
      const key = `${folder}/${newPublicId()}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(fullPath(key), bytes, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      if (!key || !SAFE_KEY.test(key)) return;
      await fs.rm(fullPath(key), { force: true });
    },
    read: (key) => fs.readFile(fullPath(key)),
    stream: (key) => createReadStream(fullPath(key)),
    publicUrl: (key) => (key ? (SAFE_KEY.test(key) ? `/uploads/${key}` : key) : null),
  };
}
