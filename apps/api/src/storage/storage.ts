import type { Readable } from 'node:stream';
import { en } from '@guardian/contracts';
import { AppError } from '../lib/errors';
import { newPublicId } from '../lib/tokens';

/**
 * What the store knows of one file: enough to answer a conditional or a Range request. `sha256` (hex) is kept
 * by an object store for files that storage:copy wrote and checked.
 */
export type StoredFile = { size: number; modifiedAt: Date; etag: string; sha256?: string };

/** Inclusive byte offsets, as in HTTP's `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

export type StoredEntry = StoredFile & { key: string };

/**
 * Uploaded files go through this one contract: a directory on this machine (local-storage.ts) or an
 * S3-compatible object store (s3-storage.ts), chosen by STORAGE_URL (open-storage.ts).
 * Names are generated here, never taken from the client; the extension comes from the checked content type.
 * A write that the store refuses, and a read through /uploads/ that it cannot answer, surface as the 503 AppError
 * `storageUnavailable`, never as the driver's message; a missing file is `null` from `stat`, never an error.
 */
export type Storage = {
  kind: 'local' | 's3';
  /** Where the files are, fit for a log line (a path or `s3://bucket/prefix`); never credentials. */
  location: string;
  /** Writes under a new key in `folder` and returns the key. A stream is written as it arrives. */
  save: (folder: string, extension: string, body: Buffer | Readable) => Promise<string>;
  /** Writes under a given key (demo media, copying an installation): a key that `isStorageKey` accepts. */
  put: (key: string, body: Buffer | Readable, checksum?: { sha256: string }) => Promise<void>;
  remove: (key: string | null | undefined) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string, range?: ByteRange) => Promise<Readable>;
  stat: (key: string) => Promise<StoredFile | null>;
  /** Every stored file, a page at a time (the orphan sweep, storage:copy). */
  list: () => AsyncIterable<StoredEntry>;
  /** Throws a StorageProblem naming the variable to fix when the store cannot be used. */
  check: () => Promise<void>;
  publicUrl: (key: string | null | undefined) => string | null;
};

/** A store that cannot be used at start: the message names the variable to fix (STORAGE_URL, AWS_ACCESS_KEY_ID, DATA_DIR). */
export class StorageProblem extends Error {}

const SAFE_KEY = /^[a-z-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** A folder and a file name of our own making: nothing a client sent can name another path or object. */
export const isStorageKey = (key: string | null | undefined): key is string => typeof key === 'string' && SAFE_KEY.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
}

export const newStorageKey = (folder: string, extension: string) => `${folder}/${newPublicId()}.${extension}`;

/** Stored keys become Guardian's own /uploads/ URLs; anything else (an absolute URL kept from an import) is passed on. */
export const publicUrlOf = (key: string | null | undefined): string | null => (key ? (isStorageKey(key) ? `/uploads/${key}` : key) : null);

/** The 503 every route answers when the store fails; the cause stays in the server's log. */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError('unavailable', en.api.storageUnavailable);
  error.cause = cause;
  return error;
}

/** Runs a store operation; any failure of the store becomes the 503 `storageUnavailable`. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw storageUnavailable(error);
  }
}

/**
 * Removes a file no row names: one replaced or deleted once the change has committed, or one saved for a write
 * that failed. If the store fails now, the file stays as an orphan that the housekeeping sweep removes a day
 * later (orphan-sweep.ts); the answer to the request is not changed by it.
 */
export async function discardFile(storage: Storage, key: string | null | undefined): Promise<void> {
  await storage.remove(key).catch(() => undefined);
}

/** A file to store with the row that names it. */
export type NewFile = { folder: string; extension: string; body: Buffer | Readable };

/**
 * Stores the file first, then runs the database write that names it (no row ever names a missing file).
 * If the write fails the file is discarded again, so a refused form leaves nothing behind.
 */
export async function withStoredFile<T>(storage: Storage, file: NewFile | undefined, write: (key: string | undefined) => Promise<T>): Promise<T> {
  const key = file ? await storage.save(file.folder, file.extension, file.body) : undefined;
  try {
    return await write(key);
  } catch (error) {
    await discardFile(storage, key);
    throw error;
  }
}
