import { useMemo } from 'react';
import { svg } from 'leaflet';
import { GeoJSON } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled into this lazy chunk: the base map needs no tile server and no internet (a closed network works).
import countries from 'world-atlas/countries-110m.json';

/**
 * Fiji's and Russia's rings cross the antimeridian, jumping from 180° to -180°: drawn as they are, each
 * streaks across the whole map. Such a ring is kept continuous past 180° instead. (Antarctica's jump runs
 * along the pole, off the Mercator map, and is left alone.)
 */
function unwrapRing(ring: Position[]): Position[] {
  const crosses = ring.some((point, i) => i > 0 && Math.abs((point[0] as number) - (ring[i - 1]?.[0] as number)) > 180 && Math.abs(point[1] as number) < 80);
  return crosses ? ring.map(([lng, lat]) => [(lng as number) < 0 ? (lng as number) + 360 : (lng as number), lat as number]) : ring;
}

function unwrap(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  return geometry;
}

const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
const shapes = feature(topology, topology.objects.countries) as FeatureCollection;
const world: FeatureCollection = { ...shapes, features: shapes.features.map((item: Feature) => ({ ...item, geometry: unwrap(item.geometry) })) };

const style = { color: '#94a3b8', weight: 0.7, fillColor: '#f8fafc', fillOpacity: 1 };

/**
 * Country shapes from Natural Earth (public domain), drawn as vectors under the events.
 *
 * Leaflet redraws vectors when a drag ends, over the view and `padding` times its size on each side (0.1 by
 * default): a drag of more than a tenth of the map showed open sea where the land had not been drawn yet. A
 * whole view on each side keeps the land there through a drag of up to a map's width; the shapes are few (the
 * 1:110m countries), so the redraw stays short (`npm run bench:map-fps`).
 */
export function CountriesLayer() {
  // One renderer per map: a renderer is a layer of the map it was first added to. Given in the style, which
  // Leaflet applies to each shape before the shape is added to the map (GeoJSON's props do not type it).
  const wideStyle = useMemo(() => ({ ...style, renderer: svg({ padding: 1 }) }), []);
  return <GeoJSON data={world} style={wideStyle} interactive={false} />;
}
