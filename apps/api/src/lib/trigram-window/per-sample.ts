/** Terms are typed once and never again: past this many, the oldest answers of a sample go. */
const KEPT_PER_SAMPLE = 1_000;
/** Keyed by the sample object itself: a new sample (a new object) starts with no answers, and the old ones go with it. */
const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * What `work` answers for `key`, worked out once per sample: an answer that depends only on a term and the sampled
 * accounts (the part of a term to look up, a term's share) holds until housekeeping builds the sample again, like a
 * prepared plan. `key` must name the kind of answer as well as the term.
 */
export function oncePerSample<T>(sample: object, key: string, work: () => T): T {
  let answers = kept.get(sample);
  if (!answers) kept.set(sample, (answers = new Map()));
  if (answers.has(key)) return answers.get(key) as T;
  const answer = work();
  if (answers.size >= KEPT_PER_SAMPLE) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  return answer;
}
