import fs from 'node:fs/promises';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  orUnavailable,
  publicUrlOf,
  StorageProblem,
  type Storage,
  type StoredEntry,
  type StoredFile,
} from './storage';

/** Files under one directory (DATA_DIR/uploads): the default, for one machine. */
export function localStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  const write = (key: string, body: Buffer | Readable) =>
    orUnavailable(async () => {
      const target = fullPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (Buffer.isBuffer(body)) return fs.writeFile(target, body, { flag: 'wx' });
      try {
        await pipeline(body, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        // A stream cut short leaves no half-written file behind.
        await fs.rm(target, { force: true });
        throw error;
      }
    });

  const stat = async (key: string): Promise<StoredFile | null> => {
    try {
      const info = await fs.stat(fullPath(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime, etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  async function* list(): AsyncIterable<StoredEntry> {
    const folders = await fs.readdir(root, { withFileTypes: true });
    for (const folder of folders.filter((entry) => entry.isDirectory())) {
      for (const name of await fs.readdir(path.join(root, folder.name))) {
        const key = `${folder.name}/${name}`;
        if (!isStorageKey(key)) continue;
        const file = await stat(key);
        if (file) yield { key, ...file };
      }
    }
  }

  return {
    kind: 'local',
    location: root,
    async save(folder, extension, body) {
      const key = newStorageKey(folder, extension);
      await write(key, body);
      return key;
    },
    // Copying the same file again (demo media at every start) replaces it.
    put: async (key, body) => {
      await fs.rm(fullPath(key), { force: true });
      await write(key, body);
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await fs.rm(fullPath(key), { force: true });
    },
    read: (key) => fs.readFile(fullPath(key)),
    stream: async (key, range) => createReadStream(fullPath(key), range),
    stat,
    list,
    async check() {
      try {
        await fs.access(root, fs.constants.W_OK);
      } catch {
        throw new StorageProblem(`DATA_DIR: ${root} is not a writable directory for uploads`);
      }
    },
    publicUrl: publicUrlOf,
  };
}
