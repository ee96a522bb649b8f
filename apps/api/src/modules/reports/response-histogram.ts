/**
 * The histograms of the response rollup (panic_event_response_days, migration 0023, decision 065): counts of alarms
 * per bucket of rounded time. The steps are the SQL function response_round_up's, which the panel, the wallboard
 * and the rollup's triggers all use; a test holds the two to the same buckets.
 */
const STEPS = [
  { upTo: 60, step: 1 },
  { upTo: 600, step: 10 },
  { upTo: 3600, step: 60 },
  { upTo: 21_600, step: 600 },
  { upTo: 86_400, step: 3600 },
  { upTo: 30 * 86_400, step: 86_400 },
] as const;

/** The seconds each bucket stands for, from bucket 0 (0 s) to 241 (30 days, or longer). */
export const RESPONSE_BUCKET_SECONDS: readonly number[] = (() => {
  const seconds = [0];
  let from = 0;
  for (const { upTo, step } of STEPS) {
    for (let at = from + step; at <= upTo; at += step) seconds.push(at);
    from = upTo;
  }
  return seconds;
})();

const BUCKET_OF_SECONDS = new Map(RESPONSE_BUCKET_SECONDS.map((seconds, bucket) => [seconds, bucket]));

/** The bucket of an elapsed time in seconds: rounded up to its step, at least 0, at most 30 days. */
export function responseBucketOf(seconds: number): number {
  const whole = Math.max(0, Math.ceil(seconds));
  const step = STEPS.find(({ upTo }) => whole <= upTo)?.step;
  return step === undefined ? RESPONSE_BUCKET_SECONDS.length - 1 : BUCKET_OF_SECONDS.get(Math.ceil(whole / step) * step)!;
}

/** Decimal digits per bucket: a count stays below 10^10 (a bucket of a year would need 300 alarms a second). */
const DIGITS = 10;

/** The counts of a histogram as stored (an integer's decimal text), bucket 0 first. */
export function decodeHistogram(text: string | null | undefined): number[] {
  const digits = (text ?? '0').replace(/\.0*$/, '');
  const counts: number[] = [];
  for (let end = digits.length; end > 0; end -= DIGITS) counts.push(Number(digits.slice(Math.max(0, end - DIGITS), end)));
  return counts;
}

/** A histogram's decimal text from its counts, bucket 0 first (the bench fills the rollup with these). */
export function encodeHistogram(counts: ArrayLike<number>): string {
  let last = counts.length - 1;
  while (last > 0 && !counts[last]) last -= 1;
  let text = String(counts[last] ?? 0);
  for (let bucket = last - 1; bucket >= 0; bucket -= 1) text += String(counts[bucket] ?? 0).padStart(DIGITS, '0');
  return text;
}

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** How many of the counted times are at most `seconds` (a bucket boundary: 10, 40, 60). */
export function countUpTo(counts: number[], seconds: number): number {
  return total(counts.filter((_, bucket) => (RESPONSE_BUCKET_SECONDS[bucket] ?? Infinity) <= seconds));
}

/**
 * percentile_cont over the histogram's values, as PostgreSQL computes it over the same rounded values: the
 * fraction's position among the sorted values, between the two values around it. Null when nothing is counted.
 */
export function percentileOf(counts: number[], fraction: number): number | null {
  const n = total(counts);
  if (n === 0) return null;
  const position = fraction * (n - 1);
  const lower = Math.floor(position);
  const valueAt = (index: number) => {
    let seen = 0;
    for (let bucket = 0; bucket < counts.length; bucket += 1) {
      seen += counts[bucket] ?? 0;
      if (seen > index) return RESPONSE_BUCKET_SECONDS[bucket] ?? 0;
    }
    return RESPONSE_BUCKET_SECONDS.at(-1)!;
  };
  const first = valueAt(lower);
  const second = valueAt(Math.ceil(position));
  return first + (second - first) * (position - lower);
}
