import { Text, type TextProps } from '@mantine/core';
import type { EventPlace } from '@guardian/contracts';
import { countryName } from '../lib/country-names';
import { t } from '../lib/i18n';

/** "Mumbai, India": the nearest town or city of an alert and its country, as the server resolved them. */
export const placeText = (place: NonNullable<EventPlace>) =>
  place.countryCode ? t.heatMap.placeWithCountry(place.name, countryName(place.countryCode)) : place.name;

/**
 * Where an alert is, or "Not resolved yet" for an older event that housekeeping has not reached. Place names are
 * GeoNames' (often in the local script): `dir="auto"` keeps each the right way round in either language.
 */
export function PlaceLabel({ place, ...text }: { place: EventPlace } & TextProps) {
  if (!place) {
    return (
      <Text size="sm" c="dimmed" {...text}>
        {t.heatMap.placeUnknown}
      </Text>
    );
  }
  return (
    <Text size="sm" dir="auto" data-testid="place" {...text}>
      {placeText(place)}
    </Text>
  );
}
