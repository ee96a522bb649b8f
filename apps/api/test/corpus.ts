import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public test corpora (../shared/testdata beside the repository, or CORPUS_DIR). They are not copied
 * into the project; when they are missing a corpus test must fail and say so, never pass having checked nothing.
 */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/testdata');

export function readCorpus<T>(file: string): T {
  const full = path.join(CORPUS_DIR, file);
  if (!fs.existsSync(full)) {
    throw new Error(`Test corpus ${full} is missing: put the shared testdata folder beside the repository or set CORPUS_DIR. Nothing was checked.`);
  }
  return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
}
