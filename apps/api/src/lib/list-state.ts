import { createRecentStatistics, type RecentStatistics } from './list-engine/totals';
import type { TrigramFrequencies } from './trigram-window/narrow-window';

/**
 * What the lists keep in memory between requests, one per app (createAppState): two apps in one process, as the
 * tests build them, never see each other's figures. The page marks themselves live in the database.
 */
export type ListState = {
  /** Big tables' sizes and the planner's estimates of filters, reused for a moment (totals.ts). */
  statistics: RecentStatistics;
  /**
   * The trigram frequencies of the accounts' search text last sampled (trigram-stats.ts), with the answers worked
   * out from that sample; undefined until housekeeping first builds them.
   */
  trigrams: { frequencies: TrigramFrequencies | undefined };
};

export const createListState = (): ListState => ({ statistics: createRecentStatistics(), trigrams: { frequencies: undefined } });
