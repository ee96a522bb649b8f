/** Terms are typed once and never again: past this many, the oldest answers of a sample go. */
const KEPT_PER_SAMPLE = 1_000;

/**
 * The answers worked out from one sample, kept in the sample itself (TrigramFrequencies.answers): a new sample
 * starts with none, and the old ones go with the old sample.
 */
export type PerSampleAnswers = Map<string, unknown>;

/**
 * What `work` answers for `key`, worked out once per sample: an answer that depends only on a term and the sampled
 * accounts (the part of a term to look up, a term's share) holds until housekeeping builds the sample again, like a
 * prepared plan. `key` must name the kind of answer as well as the term.
 */
export function oncePerSample<T>(sample: { answers: PerSampleAnswers }, key: string, work: () => T): T {
  const { answers } = sample;
  if (answers.has(key)) return answers.get(key) as T;
  const answer = work();
  if (answers.size >= KEPT_PER_SAMPLE) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  return answer;
}
