export { likeTrigrams, lookupCost, narrowedLookup, narrowWindow, trigramContains, wordTrigrams, type TrigramFrequencies } from './narrow-window';
export { refreshTrigramFrequencies, trigramFrequencies } from './trigram-stats';
export { endUsersHolding, eventsOfNamesHolding } from './search-share';
