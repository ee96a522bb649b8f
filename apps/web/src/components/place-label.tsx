import { Text, type TextProps } from '@mantine/core';
import type { EventPlace } from '@guardian/contracts';
import { intlLocale, t } from '../lib/i18n';

/** "India" for IN, in the app's language (the browser's own country names: nothing to translate or ship). */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
}

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
