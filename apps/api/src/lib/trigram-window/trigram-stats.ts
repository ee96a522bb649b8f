import { sql } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import { queryRows } from '../../db/query';
import { countTable, type TotalsReader } from '../list-engine';
import type { ListState } from '../list-state';
import { wordTrigrams, type SampledAccount, type TrigramFrequencies } from './narrow-window';

/**
 * Accounts sampled for the trigram frequencies: a trigram none of them holds is held by fewer than about 50 of
 * a million accounts, rare enough to look up. Building them took about 0.2 s at a million accounts.
 */
const SAMPLE_ACCOUNTS = 20_000;

/** The trigram frequencies of the accounts' search text last built for this app; undefined until built. */
export const trigramFrequencies = (ctx: { listState: Pick<ListState, 'trigrams'> }): TrigramFrequencies | undefined => ctx.listState.trigrams.frequencies;

/**
 * Builds the frequencies from a sample of the accounts' lower-cased search text (accounts.search_text, migration
 * 0012), which holds every name a search may look for. The server does this at start and every hour
 * (housekeeping): a trigram's share changes slowly, and a stale figure only makes a lookup slower, never wrong.
 */
export async function refreshTrigramFrequencies(ctx: TotalsReader & { listState: ListState }): Promise<TrigramFrequencies> {
  const { db } = ctx;
  // The statistics' row count past the sample's size, else a count up to it (never analysed, or just filled).
  const rows = await countTable(ctx, 'accounts', SAMPLE_ACCOUNTS);
  const percent = rows > SAMPLE_ACCOUNTS ? (100 * SAMPLE_ACCOUNTS) / rows : 100;
  // Who each account is and how many panic events it has come along: a search's share of the end users, or of the
  // events, is then read from the same sample (search-share.ts).
  const accounts = await queryRows<SampledAccount>(
    db,
    sql`select a.search_text as text, a.role_id = ${ROLE.appUser} as "endUser", a.panic_event_count as "panicEvents"
        from accounts a tablesample system (${percent}) repeatable (1) limit ${SAMPLE_ACCOUNTS}`,
  );
  const sample = accounts.map((row) => row.text);
  const held = new Map<string, number>();
  for (const text of sample) for (const trigram of wordTrigrams(text)) held.set(trigram, (held.get(trigram) ?? 0) + 1);
  // Statistics lag behind a bulk insert: the rows sampled are a floor.
  const total = Math.max(rows, sample.length);
  const scale = sample.length ? total / sample.length : 0;
  const frequencies: TrigramFrequencies = {
    rows: total,
    frequency: new Map([...held].map(([trigram, count]) => [trigram, count * scale])),
    sample,
    accounts: accounts.map((row) => ({ text: row.text, endUser: Boolean(row.endUser), panicEvents: Number(row.panicEvents) })),
    answers: new Map(),
  };
  ctx.listState.trigrams.frequencies = frequencies;
  return frequencies;
}
