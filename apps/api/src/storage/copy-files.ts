import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage, StoredEntry } from './storage';

export type CopyOutcome = { copied: number; alreadyThere: number; failed: number };

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The target holds this file already: same size and same SHA-256 (kept with the object, or read back). */
async function alreadyThere(target: Storage, file: StoredEntry, sha256: string): Promise<boolean> {
  const there = await target.stat(file.key);
  if (!there || there.size !== file.size) return false;
  return (there.sha256 ?? (await sha256Of(await target.stream(file.key)))) === sha256;
}

/**
 * Copies every file of `source` into `target` under the same key, so the rows' keys name them there too.
 * Each copy is read back and its size and SHA-256 compared with the original; a file already in the target
 * with the same size and checksum is left alone, so a second run copies nothing. One line per file.
 */
export async function copyFiles(source: Storage, target: Storage, print: (line: string) => void): Promise<CopyOutcome> {
  const files: StoredEntry[] = [];
  for await (const file of source.list()) files.push(file);
  const outcome: CopyOutcome = { copied: 0, alreadyThere: 0, failed: 0 };
  for (const [index, file] of files.entries()) {
    const position = `[${index + 1}/${files.length}] ${file.key} (${kilobytes(file.size)})`;
    try {
      const sha256 = await sha256Of(await source.stream(file.key));
      if (await alreadyThere(target, file, sha256)) {
        outcome.alreadyThere += 1;
        print(`${position}: already there`);
        continue;
      }
      await target.put(file.key, await source.stream(file.key), { sha256 });
      const copy = await target.stat(file.key);
      const copySha256 = await sha256Of(await target.stream(file.key));
      if (copy?.size !== file.size || copySha256 !== sha256) throw new Error(`the copy differs (size ${copy?.size ?? 'none'}, sha256 ${copySha256})`);
      outcome.copied += 1;
      print(`${position}: copied, size and SHA-256 checked`);
    } catch (error) {
      outcome.failed += 1;
      print(`${position}: FAILED, ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
    }
  }
  return outcome;
}
