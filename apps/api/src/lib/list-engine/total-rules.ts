/**
 * How a list's total is found, as one table (TOTAL_RULES): what is known so far of a request (TotalFacts) picks
 * either the kind of total to answer or the next thing to find out (the planner's estimate, a counted read, a
 * sample). The rules read no database; totals.ts runs the reads they ask for and asks again, until a rule answers.
 * Why each rule is there is its reason; the constants are what the rules are measured against.
 *
 * Exact up to EXACT_TOTAL_CAP, estimated above it (the answer then says `totalIsEstimate: true`). count(*) reads
 * every row it counts, and a common search term's matches are what costs: the planner builds the trigram bitmap of
 * all of them before counting one.
 */
export const EXACT_TOTAL_CAP = 20_000;
/**
 * A search term whose matches the sample put under EXACT_TOTAL_CAP is counted exactly up to this many; past it the
 * total is extrapolated ("about 16,000"). Counting 20,000 trigram matches took 80 ms at a million users.
 */
export const SEARCH_COUNT_CAP = 2_000;
/**
 * A sample that found this many of a search's matches puts their total within about 10% (one standard error): at a
 * million users a sample of 6,000 rows took 1.5 ms where counting 2,001 of "kaur"'s 16,600 matches took 55 ms. Not
 * more than 100: trusting only 200 hits made "kaur" (a 1.7% term) take a second sample of 18,000 rows, 12 ms, most
 * of that search's time (2026-11-25, 066b5de).
 */
export const SAMPLE_HITS_TRUSTED = 100;
/**
 * Twice the count's cap: a total the sample puts past it is past SEARCH_COUNT_CAP whatever its error, so no count
 * would have been exact; below it the count keeps totals up to the cap exact.
 */
export const SAMPLE_TRUSTED_PAST = 2 * SEARCH_COUNT_CAP;
/** The planner expecting at most this many rows anywhere in the filter's plan: few enough to count. */
export const FEW_PLANNED = EXACT_TOTAL_CAP / 10;

/** A list's total: `tableRows`, the table's rows (exact or estimated), tells a page plan how dense the matches are. */
export type Total = { value: number; estimate: boolean; tableRows: number };

/** What is known of one request's total so far; each step of totals.ts adds what it read. */
export type TotalFacts = {
  /** Scope, filters or search apply. */
  filtered: boolean;
  /** A search term is among them (the planner misjudges those). */
  searching: boolean;
  /** The search is collected through another table's index (the list's collectSearch, decision 038). */
  throughOtherIndex: boolean;
  /** The table's rows from the planner's statistics; undefined when never analysed (PGlite). */
  statistics?: number;
  /** The table has no more pages than its sample would read. */
  fitsInSample: boolean;
  /** The search's share of the table from the sampled accounts (decision 042), times the table's rows. */
  share?: { estimated: number; hits: number };
  /** The planner's estimate of the filter: what comes out, and its largest figure anywhere in the plan. */
  planned?: { rows: number; most: number };
  /**
   * The first `cap` + 1 matches counted. `reachedPages`, the table pages their rows spread over, only when they were
   * counted in the page's own read (it collected them in the table's order); an export's count has none.
   */
  few?: { matches: number; cap: number; reachedPages?: number };
  /** A sample of the table: its estimate of the matches, the matches it held, and whether it was the second. */
  sample?: { estimated: number; hits: number; again: boolean };
};

/** An answer: how the total's figure is found (totals.ts reads it accordingly). */
export type TotalKind =
  | 'statistics'
  | 'count-table'
  | 'scan-table'
  | 'share'
  | 'counted'
  | 'spread-of-few'
  | 'planner'
  | 'count-filter'
  | 'sample'
  | 'count-through-other-index'
  | 'count-search';
/** A step: what to find out before a rule can answer. */
export type TotalStep = 'ask-planner' | 'count-few' | 'take-sample' | 'sample-again';

export type TotalRule = { when: (facts: TotalFacts) => boolean; then: TotalKind | TotalStep; reason: string };

const trustedShare = ({ share }: TotalFacts) => share !== undefined && share.hits >= SAMPLE_HITS_TRUSTED && share.estimated > SAMPLE_TRUSTED_PAST;
const fewPlanned = ({ planned }: TotalFacts) => planned !== undefined && planned.most <= FEW_PLANNED;
const manyPlanned = ({ planned }: TotalFacts) => planned !== undefined && planned.most > FEW_PLANNED;
const fewCounted = ({ few }: TotalFacts) => few !== undefined && few.matches <= few.cap;

/** The rules in order: the first whose `when` holds decides. */
export const TOTAL_RULES: readonly TotalRule[] = [
  {
    when: (f) => !f.filtered && f.statistics !== undefined && f.statistics >= EXACT_TOTAL_CAP,
    then: 'statistics',
    reason: 'the whole table past the cap: the statistics (reltuples per page times its pages, the planner’s method)',
  },
  { when: (f) => !f.filtered, then: 'count-table', reason: 'the whole table below the cap, or never analysed: counted up to the cap' },
  { when: (f) => f.fitsInSample, then: 'scan-table', reason: 'a table no bigger than its sample: all of it is read, exactly' },
  {
    when: (f) => f.searching && f.statistics !== undefined && trustedShare(f),
    then: 'share',
    reason: 'the sampled accounts hold the term often enough and put it past twice the search cap: no row read',
  },
  { when: (f) => f.statistics !== undefined && f.planned === undefined, then: 'ask-planner', reason: 'an analysed table: the planner’s estimate comes first' },
  {
    when: (f) => fewPlanned(f) && f.few === undefined,
    then: 'count-few',
    reason: 'the planner expects few (it overestimates rare terms): counted, for a page in the same read as its rows',
  },
  { when: (f) => fewPlanned(f) && fewCounted(f), then: 'counted', reason: 'at most the cap matched: the count is the total' },
  {
    when: (f) => fewPlanned(f) && f.searching && !f.throughOtherIndex && f.few?.reachedPages !== undefined,
    then: 'spread-of-few',
    reason: 'a search’s bitmap met its matches in the table’s order: their spread over the table gives the total',
  },
  {
    when: (f) => manyPlanned(f) && !f.searching && f.planned!.rows > EXACT_TOTAL_CAP,
    then: 'planner',
    reason: 'plain filters past the cap are what ANALYZE measures: the planner’s estimate',
  },
  { when: (f) => manyPlanned(f) && !f.searching, then: 'count-filter', reason: 'plain filters below the cap: counted through their index' },
  { when: (f) => f.sample === undefined, then: 'take-sample', reason: 'a search the planner cannot judge, or a table never analysed: sampled' },
  {
    when: ({ searching, sample }) =>
      searching && !sample!.again && sample!.hits > 0 && sample!.hits < SAMPLE_HITS_TRUSTED && sample!.estimated > SAMPLE_TRUSTED_PAST,
    then: 'sample-again',
    reason: 'past the search cap on too few hits: a larger sample costs milliseconds where a count costs tens',
  },
  { when: ({ sample }) => sample!.estimated > EXACT_TOTAL_CAP, then: 'sample', reason: 'the sample puts the matches past the cap' },
  {
    when: ({ searching, sample }) => searching && sample!.hits >= SAMPLE_HITS_TRUSTED && sample!.estimated > SAMPLE_TRUSTED_PAST,
    then: 'sample',
    reason: 'enough hits to trust, past twice the search cap: no count would be exact',
  },
  {
    when: (f) => f.throughOtherIndex,
    then: 'count-through-other-index',
    reason: 'through another table’s index a match costs an index entry: counted up to the cap',
  },
  { when: (f) => f.searching, then: 'count-search', reason: 'a search below the cap: counted up to the search cap, extrapolated past it' },
  { when: () => true, then: 'count-filter', reason: 'a filter on a table never analysed, below the cap: counted' },
];

/** Whether a rule's `then` is a read to make (a step) rather than an answer. */
export const isStep = (then: TotalKind | TotalStep): then is TotalStep => STEPS.has(then);
const STEPS: ReadonlySet<string> = new Set<TotalStep>(['ask-planner', 'count-few', 'take-sample', 'sample-again']);

/** The first rule that holds for `facts`. */
export function chooseTotal(facts: TotalFacts): TotalRule {
  const rule = TOTAL_RULES.find(({ when }) => when(facts));
  if (!rule) throw new Error('unreachable: the last total rule always holds');
  return rule;
}
