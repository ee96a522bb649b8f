import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { en } from './messages';
import { eventPlace } from './place';

const m = en.heatMap;

export const HEAT_MAP = {
  minZoom: 2,
  maxZoom: 18,
  /** Individual markers in one answer at most; more events than this in the area come back as clusters. */
  markerLimit: 500,
  /** From this zoom on the answer is markers even when the area holds more (the newest markerLimit). */
  markerZoom: 16,
  /** Grid cells one request may cover, so that no request (a whole-world box at zoom 18) is unbounded. */
  maxCells: 10_000,
} as const;

export const MAP_LAYERS = ['clusters', 'heat'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/**
 * Events are grouped in square cells of 360/2^e degrees. The world is 256·2^zoom pixels wide, so
 * e = zoom + 2 gives 64-pixel cells for clusters and zoom + 3 gives 32-pixel cells for the heat layer.
 */
export const gridExponent = (zoom: number, layer: MapLayer) => zoom + (layer === 'heat' ? 3 : 2);
export const cellSize = (exponent: number) => 360 / 2 ** exponent;

export type Bounds = { south: number; west: number; north: number; east: number };
/** Rows and columns of the grid that touch a box; `columns` null means every longitude. */
export type GridArea = { exponent: number; rows: [number, number]; columns: [number, number][] | null; cells: number };

const clampLatitude = (value: number) => Math.min(90, Math.max(-90, value));

export function gridArea(bounds: Bounds, exponent: number): GridArea {
  const size = cellSize(exponent);
  const rows: [number, number] = [Math.floor((clampLatitude(bounds.south) + 90) / size), Math.floor((clampLatitude(bounds.north) + 90) / size)];
  const height = rows[1] - rows[0] + 1;
  const perTurn = 2 ** exponent;
  const span = bounds.east - bounds.west;
  if (span >= 360) return { exponent, rows, columns: null, cells: height * perTurn };
  // Leaflet reports unwrapped longitudes once the map is panned across the antimeridian: fold them back.
  const west = ((((bounds.west + 180) % 360) + 360) % 360) - 180;
  const first = Math.floor((west + 180) / size);
  const last = Math.floor((west + span + 180) / size);
  if (last - first + 1 >= perTurn) return { exponent, rows, columns: null, cells: height * perTurn };
  const columns: [number, number][] =
    last < perTurn
      ? [[first, last]]
      : [
          [first, perTurn - 1],
          [0, last - perTurn],
        ];
  const width = columns.reduce((sum, [a, b]) => sum + b - a + 1, 0);
  return { exponent, rows, columns, cells: height * width };
}

/**
 * The box through the centres of the edge cells of `gridArea`: the same cells on the server, so a map
 * that moves a little inside them asks the same question again and the answer comes from the cache.
 */
export function snapBounds(bounds: Bounds, exponent: number): Bounds {
  const area = gridArea(bounds, exponent);
  const size = cellSize(exponent);
  const centre = (index: number, origin: number) => (index + 0.5) * size - origin;
  const south = Math.max(-90, centre(area.rows[0], 90));
  const north = Math.min(90, centre(area.rows[1], 90));
  if (!area.columns) return { south, west: -180, north, east: 180 };
  const [a] = area.columns[0] as [number, number];
  const width = area.columns.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  const west = centre(a, 180);
  return { south, west, north, east: west + (width - 1) * size };
}

const coordinate = (field: string, limit: number, message: (field: string) => string, fallback: number) =>
  z.coerce
    .number({ message: message(field) })
    .min(-limit, message(field))
    .max(limit, message(field))
    .default(fallback);
const latitude = (field: string, fallback: number) => coordinate(field, 90, m.latitudeInvalid, fallback);
const longitude = (field: string, fallback: number) => coordinate(field, 540, m.longitudeInvalid, fallback);
const instant = (field: string) => z.iso.datetime({ offset: true, message: m.dateInvalid(field) }).optional();

/** GET /v1/alarm/panic-event-locations: a map viewport, a zoom, a layer and an optional time window. */
export const panicEventLocationsQuery = z
  .object({
    south: latitude('south', -90),
    west: longitude('west', -180),
    north: latitude('north', 90),
    east: longitude('east', 180),
    zoom: z.coerce.number({ message: m.zoomInvalid }).int(m.zoomInvalid).min(0, m.zoomInvalid).max(20, m.zoomInvalid).default(3),
    layer: z.enum(MAP_LAYERS, { message: m.layerInvalid }).default('clusters'),
    from: instant('from'),
    to: instant('to'),
  })
  .refine((q) => q.south <= q.north && q.west <= q.east, { message: m.boundsInvalid, path: ['north'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { message: m.windowInvalid, path: ['to'] });
export type PanicEventLocationsFilter = z.output<typeof panicEventLocationsQuery>;

/** Several events of one grid cell, at their centroid. */
export const panicLocationCluster = z.object({
  kind: z.literal('cluster'),
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
});

/** One event, with the marker fields of spec section 3. */
export const panicLocationMarker = z.object({
  kind: z.literal('marker'),
  count: z.literal(1),
  alarm_latitude: z.number(),
  alarm_longitude: z.number(),
  alert_unique_id: z.string(),
  user_full_name: z.string(),
  /** The person (their page: /admin/customer/{userId}) and their user name (Panic Events searched by it). */
  userId: z.number().int(),
  userName: z.string(),
  alert_created_at: z.string(),
  /** The public viewer of the recording shared during the alert; null when none was shared. */
  eventUrl: z.string().nullable(),
  /** Panic event id (its logs: Panic Events opened on it) and its nearest town and country. */
  id: z.number().int(),
  place: eventPlace,
});
export type PanicLocationMarker = z.infer<typeof panicLocationMarker>;

export const panicLocation = z.discriminatedUnion('kind', [panicLocationCluster, panicLocationMarker]);
export type PanicLocation = z.infer<typeof panicLocation>;

export const panicEventLocationsResponse = z.object({
  message: z.string(),
  data: z.array(panicLocation),
  /** Events in the cells the viewport touches; more than the markers listed when only the newest are sent. */
  total: z.number().int(),
});

/** A tile layer under the country shapes, only when MAP_TILE_URL is set (an internal tile server). */
export const mapConfigData = z.object({ tileUrl: z.string().nullable() });

const tag = 'heat-map';

/**
 * The heat map's data, on the spec's "alarm service" path. Locations say where people were when they were
 * in danger, so unlike the spec these calls need a session (docs/decisions/001-heat-map-locations-need-a-session.md).
 */
export const heatMapEndpoints = {
  listPanicEventLocations: defineEndpoint({
    operationId: 'listPanicEventLocations',
    summary: 'Panic events in a map viewport: grid clusters when many, markers when few or zoomed in far',
    tag,
    method: 'GET',
    path: '/alarm/panic-event-locations',
    access: ANY_ADMIN,
    query: panicEventLocationsQuery,
    success: { status: 200, schema: panicEventLocationsResponse },
  }),
  getMapConfig: defineEndpoint({
    operationId: 'getMapConfig',
    summary: 'The tile server the map draws on (null: the built-in world outline only)',
    tag,
    method: 'GET',
    path: '/alarm/map-config',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(mapConfigData) },
  }),
};
