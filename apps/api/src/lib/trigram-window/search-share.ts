import type { SearchShare } from '../list-engine';
import { FIELD_SEPARATOR, SHORT_KEYWORD } from '../sql-helpers';
import type { SampledAccount, TrigramFrequencies } from './narrow-window';
import { oncePerSample } from './per-sample';

/**
 * A search's share of a table (SearchShare, totals.ts), read from the accounts sampled for the trigram frequencies
 * (trigram-stats.ts) instead of a sample of the table made for each request (decision 042).
 */

/**
 * Fewer sampled accounts than this (a database that was small when the sample was last made, an hour at most ago)
 * describe too little of the table: the request then samples the table itself.
 */
const LEAST_SAMPLE = 5_000;

/** A term's share, worked out once per sample (20,000 contains tests: about a millisecond). */
function shareOf(
  key: string,
  frequencies: TrigramFrequencies | undefined,
  measure: (accounts: readonly SampledAccount[]) => SearchShare | undefined,
): SearchShare | undefined {
  if (!frequencies || frequencies.accounts.length < LEAST_SAMPLE) return undefined;
  return oncePerSample(frequencies, key, () => measure(frequencies.accounts));
}

/**
 * The accounts table's rows that are end users whose name, e-mail or user name holds `term`: the users list's search
 * (`search_text LIKE %term%`, lower-cased as the database does for ILIKE). Undefined for a term holding the field
 * separator, which the list tests field by field.
 */
export function endUsersHolding(term: string, frequencies: TrigramFrequencies | undefined): SearchShare | undefined {
  if (term.includes(FIELD_SEPARATOR)) return undefined;
  const lower = term.toLowerCase();
  return shareOf(`users share ${lower}`, frequencies, (accounts) => {
    let hits = 0;
    for (const account of accounts) if (account.endUser && account.text.includes(lower)) hits++;
    return { share: hits / accounts.length, hits };
  });
}

/**
 * The panic events table's rows whose person's user name or full name holds `keyword` (the events list's search of a
 * long keyword; a short one matches starts of names, which this does not tell). Each event carries its person's names
 * (decision 006), so the sampled end users' event counts weigh their names.
 */
export function eventsOfNamesHolding(keyword: string, frequencies: TrigramFrequencies | undefined): SearchShare | undefined {
  if (keyword.length < SHORT_KEYWORD || keyword.includes(FIELD_SEPARATOR)) return undefined;
  const lower = keyword.toLowerCase();
  return shareOf(`events share ${lower}`, frequencies, (accounts) => {
    let hits = 0;
    let matchingEvents = 0;
    let allEvents = 0;
    for (const account of accounts) {
      allEvents += account.panicEvents;
      if (!account.endUser || account.panicEvents === 0) continue;
      // search_text is full name, e-mail and user name joined by the separator; the events hold the two names.
      const [fullName = '', , userName = ''] = account.text.split(FIELD_SEPARATOR);
      if (!fullName.includes(lower) && !userName.includes(lower)) continue;
      hits++;
      matchingEvents += account.panicEvents;
    }
    return allEvents > 0 ? { share: matchingEvents / allEvents, hits } : undefined;
  });
}
