import { describe, expect, it } from 'vitest';
import { chooseTotal, isStep, TOTAL_RULES, type TotalFacts, type TotalKind, type TotalStep } from '../../../src/lib/list-engine/total-rules';

/** A search on an analysed table of a million rows, nothing read yet. */
const search: TotalFacts = { filtered: true, searching: true, throughOtherIndex: false, statistics: 1_000_000, fitsInSample: false };
/** A plain filter on the same table. */
const filter: TotalFacts = { ...search, searching: false };

/** One case per rule of TOTAL_RULES, in its order: the facts that rule, and no earlier one, decides. */
const CASES: { facts: TotalFacts; then: TotalKind | TotalStep }[] = [
  { facts: { ...filter, filtered: false }, then: 'statistics' },
  { facts: { ...filter, filtered: false, statistics: 12_000 }, then: 'count-table' },
  { facts: { ...search, fitsInSample: true }, then: 'scan-table' },
  { facts: { ...search, share: { estimated: 17_000, hits: 340 } }, then: 'share' },
  { facts: { ...search, share: { estimated: 3_000, hits: 60 } }, then: 'ask-planner' },
  { facts: { ...search, planned: { rows: 3, most: 300 } }, then: 'count-few' },
  { facts: { ...search, planned: { rows: 3, most: 300 }, few: { matches: 3, cap: 2_000, reachedPages: 2 } }, then: 'counted' },
  { facts: { ...search, planned: { rows: 3, most: 300 }, few: { matches: 2_001, cap: 2_000, reachedPages: 40 } }, then: 'spread-of-few' },
  { facts: { ...filter, planned: { rows: 400_000, most: 400_000 } }, then: 'planner' },
  { facts: { ...filter, planned: { rows: 9_000, most: 9_000 } }, then: 'count-filter' },
  { facts: { ...search, planned: { rows: 50_000, most: 50_000 } }, then: 'take-sample' },
  {
    facts: { ...search, planned: { rows: 50_000, most: 50_000 }, sample: { estimated: 15_000, hits: 45, again: false } },
    then: 'sample-again',
  },
  { facts: { ...search, planned: { rows: 50_000, most: 50_000 }, sample: { estimated: 47_000, hits: 140, again: false } }, then: 'sample' },
  { facts: { ...search, planned: { rows: 50_000, most: 50_000 }, sample: { estimated: 16_000, hits: 120, again: true } }, then: 'sample' },
  {
    facts: { ...search, throughOtherIndex: true, planned: { rows: 50_000, most: 50_000 }, sample: { estimated: 900, hits: 3, again: false } },
    then: 'count-through-other-index',
  },
  { facts: { ...search, planned: { rows: 50_000, most: 50_000 }, sample: { estimated: 900, hits: 3, again: false } }, then: 'count-search' },
  { facts: { ...filter, statistics: undefined, sample: { estimated: 900, hits: 30, again: false } }, then: 'count-filter' },
];

describe('the rules that choose a list total', () => {
  it('has a case for each rule', () => {
    expect(CASES).toHaveLength(TOTAL_RULES.length);
  });

  it.each(CASES.map((entry, index) => ({ ...entry, rule: TOTAL_RULES[index]! })))('$rule.reason', ({ facts, then, rule }) => {
    expect(chooseTotal(facts)).toBe(rule);
    expect(rule.then).toBe(then);
  });

  it('tells each read to make from each answer', () => {
    const steps = TOTAL_RULES.filter((rule) => isStep(rule.then)).map((rule) => rule.then);
    expect(steps).toEqual(['ask-planner', 'count-few', 'take-sample', 'sample-again']);
  });

  it('counts an export’s few matches without a spread, and samples past its cap', () => {
    const exported = { ...search, planned: { rows: 3, most: 300 }, few: { matches: 2_001, cap: 2_000 } };
    expect(chooseTotal(exported).then).toBe('take-sample');
    expect(chooseTotal({ ...exported, throughOtherIndex: true, few: { ...exported.few, reachedPages: 40 } }).then).toBe('take-sample');
  });
});
