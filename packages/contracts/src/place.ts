import { z } from 'zod';

/**
 * Where an alert is: the nearest town or city of 1,000 people or more (GeoNames) and its ISO 3166-1 alpha-2
 * country, resolved on the server when the event is written or moved. null while an older event waits for
 * housekeeping to resolve it (decision 029).
 */
export const eventPlace = z.object({ name: z.string(), countryCode: z.string() }).nullable();
export type EventPlace = z.infer<typeof eventPlace>;

/** The API's place from the two stored columns. */
export const placeFrom = (name: string | null, countryCode: string | null): EventPlace => (name ? { name, countryCode: countryCode ?? '' } : null);
