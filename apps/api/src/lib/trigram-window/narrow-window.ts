import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../sql-helpers';
import { oncePerSample, type PerSampleAnswers } from './per-sample';

/**
 * A long search term made narrower for the trigram index (decision 041). A GIN trigram lookup of `%term%` reads the
 * posting list of every trigram of the term, and a long term's common trigrams ("en ", "  j", "ben") cost more than
 * its rare ones save: at a million accounts "ben.jensen1000001" took 3.1 ms, its part "en1000001" 0.5 ms. So the
 * index is asked for the part of the term whose trigrams are cheapest to intersect, and every row it names is then
 * tested for the whole term. The choice only changes the cost, never the rows.
 */

/** One sampled account: its lower-cased search text, whether it is an end user, and its panic events. */
export type SampledAccount = { text: string; endUser: boolean; panicEvents: number };

/**
 * How common each trigram is (the accounts of `rows` that hold it, estimated from a sample), the sampled texts
 * themselves, lower-cased, and the sampled accounts they belong to (trigram-stats.ts); `answers` keeps what was
 * worked out from them (oncePerSample).
 */
export type TrigramFrequencies = {
  rows: number;
  frequency: ReadonlyMap<string, number>;
  sample: readonly string[];
  accounts: readonly SampledAccount[];
  answers: PerSampleAnswers;
};

/**
 * Costs in milliseconds, measured at a million accounts (2026-11-25, 01a3983): reading a posting list costs about 8.6 ns
 * an entry, and each row the index names is read from the table and tested (about 7 µs), on top of about 0.3 ms
 * for the lookup itself.
 */
const MS_PER_POSTING = 8.6e-6;
const MS_PER_CANDIDATE = 7e-3;
const MS_PER_LOOKUP = 0.3;
/**
 * Trigrams of one word overlap and appear together far more than independent ones would: each further trigram is
 * counted as ten times as common as it is when estimating how many rows hold them all.
 */
const OVERLAP = 10;
/** A part must save at least half the lookup's estimated cost, or the whole term is asked for. */
const WORTH = 0.5;
/**
 * Trigrams of one word nearly always come together ("naledi" holds all of "nal", "ale", "led", "edi"), so their
 * frequencies cannot tell how many rows hold a part. Each part the frequencies favour is counted in the sample
 * instead: at most PART_IN_SAMPLE of its texts may hold it (about 100 of a million accounts for a 20,000 sample),
 * and at most PARTS_TRIED parts are counted (a part held by many is found in a few hundred texts, at once).
 */
const PART_IN_SAMPLE = 2;
const PARTS_TRIED = 6;
/** Longer terms are rare in practice and would make the choice (quadratic in the length) cost more than it saves. */
const MAX_TERM = 64;

/**
 * The trigrams of each ASCII word of `text`, lower-cased, as pg_trgm makes them: a word is padded with two spaces in
 * front and one behind where `padded` says (pg_trgm hashes multi-byte trigrams, which `show_trgm` shows in another
 * form, so only ASCII is matched).
 */
function trigramsOfWords(text: string, padded: (start: number, end: number) => { front: boolean; behind: boolean }): Set<string> {
  const lower = text.toLowerCase();
  const trigrams = new Set<string>();
  for (const word of lower.matchAll(/[a-z0-9]+/g)) {
    const { front, behind } = padded(word.index, word.index + word[0].length);
    const spaced = `${front ? '  ' : ''}${word[0]}${behind ? ' ' : ''}`;
    for (let at = 0; at + 3 <= spaced.length; at++) trigrams.add(spaced.slice(at, at + 3));
  }
  return trigrams;
}

/** The trigrams pg_trgm indexes for a text (its show_trgm): every word padded. */
export const wordTrigrams = (text: string) => trigramsOfWords(text, () => ({ front: true, behind: true }));

/**
 * The trigrams pg_trgm looks up for LIKE '%text%' (its generate_wildcard_trgm): a word is padded where a non-word
 * character of the text is beside it, not at the text's own ends, which are the pattern's wildcards.
 */
export const likeTrigrams = (text: string) => trigramsOfWords(text, (start, end) => ({ front: start > 0, behind: end < text.length }));

/** The estimated cost of looking `text` up in the trigram index, in milliseconds (Infinity: no trigram to look up). */
export function lookupCost(text: string, { rows, frequency }: TrigramFrequencies): number {
  const counts = [...likeTrigrams(text)].map((trigram) => frequency.get(trigram) ?? 0).sort((a, b) => a - b);
  if (counts.length === 0 || rows <= 0) return Infinity;
  const [rarest = 0, ...others] = counts;
  const candidates = Math.max(
    1,
    others.reduce((held, count) => held * Math.min(1, (OVERLAP * count) / rows), rarest),
  );
  return MS_PER_LOOKUP + counts.reduce((sum, count) => sum + count, 0) * MS_PER_POSTING + candidates * MS_PER_CANDIDATE;
}

/** Whether at most `most` of the sampled texts hold `part`, reading no further than it takes to know. */
function heldByFew(part: string, sample: readonly string[], most: number): boolean {
  let held = 0;
  for (const text of sample) if (text.includes(part) && ++held > most) return false;
  return true;
}

/**
 * The part of `term` to ask the trigram index for, when its trigrams cost at most half the whole term's and few
 * sampled texts hold it; undefined to ask for the whole term (a short or non-ASCII term, no statistics yet, or no
 * such part).
 */
export function narrowWindow(term: string, frequencies: TrigramFrequencies | undefined): string | undefined {
  if (!frequencies || term.length > MAX_TERM || !/^[\x20-\x7e]+$/.test(term)) return undefined;
  // About a millisecond for a long term: made once per term and sample.
  return oncePerSample(frequencies, `part ${term}`, () => cheapestPart(term, frequencies));
}

function cheapestPart(term: string, frequencies: TrigramFrequencies): string | undefined {
  const whole = lookupCost(term, frequencies);
  if (!Number.isFinite(whole)) return undefined;
  const parts: { part: string; cost: number }[] = [];
  for (let start = 0; start < term.length; start++) {
    for (let end = start + 3; end <= term.length; end++) {
      if (start === 0 && end === term.length) continue;
      const part = term.slice(start, end);
      const cost = lookupCost(part, frequencies);
      if (cost <= whole * WORTH) parts.push({ part, cost });
    }
  }
  parts.sort((a, b) => a.cost - b.cost);
  return parts.slice(0, PARTS_TRIED).find(({ part }) => heldByFew(part.toLowerCase(), frequencies.sample, PART_IN_SAMPLE))?.part;
}

/**
 * The search condition for `term`: `lookUp(term)` (a condition the trigram index serves), or, when a part of the
 * term is cheaper to look up, `lookUp(part)` and `containsWhole`, the test of the whole term on each row the index
 * names. No index serves that test, so the planner cannot ask the index for the whole term after all.
 */
export function narrowedLookup(term: string, frequencies: TrigramFrequencies | undefined, lookUp: (text: string) => SQL, containsWhole: SQL): SQL {
  const part = narrowWindow(term, frequencies);
  return part === undefined ? lookUp(term) : sql`(${lookUp(part)} and ${containsWhole})`;
}

/**
 * `column` holds `term` anywhere, through the column's trigram index, which is asked for the term's cheapest part
 * (narrowedLookup). The frequencies are the accounts' (trigram-stats.ts); they serve any column of people's names
 * and e-mails, which hold the same words. `lowerCased`: the column is stored lower-case (a search text), so LIKE
 * serves; else ILIKE, which is lower(text) LIKE lower(pattern) in a UTF-8 database (decision 035). strpos is the
 * same literal test as either.
 */
export function trigramContains(term: string, frequencies: TrigramFrequencies | undefined, column: SQL, { lowerCased }: { lowerCased: boolean }): SQL {
  const text = lowerCased ? column : sql`lower(${column})`;
  return narrowedLookup(
    term,
    frequencies,
    (part) => (lowerCased ? sql`${column} like lower(${containsPattern(part)})` : sql`${column} ilike ${containsPattern(part)}`),
    sql`strpos(${text}, lower(${term})) > 0`,
  );
}
