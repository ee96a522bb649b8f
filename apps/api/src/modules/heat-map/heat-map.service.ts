import { HEAT_MAP, en, experienceLink, placeFrom, gridArea, gridExponent, type PanicEventLocationsFilter, type PanicLocation } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { countCells, listMarkers } from './heat-map.repository';

/**
 * The map's answer for one viewport, bounded whatever the data: grid clusters (one per cell the viewport
 * touches), or the events themselves once few enough are in view or the map is zoomed in to street level.
 */
export async function panicEventLocations(ctx: AppContext, query: PanicEventLocationsFilter): Promise<{ data: PanicLocation[]; total: number }> {
  const area = gridArea(query, gridExponent(query.zoom, query.layer));
  if (area.cells > HEAT_MAP.maxCells) throw badRequest(en.heatMap.areaTooLarge);
  const window = { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined };

  const cells = await countCells(ctx.db, area, window);
  const total = cells.reduce((sum, cell) => sum + cell.count, 0);
  const wantsMarkers = query.layer === 'clusters' && total > 0 && (total <= HEAT_MAP.markerLimit || query.zoom >= HEAT_MAP.markerZoom);
  if (!wantsMarkers) return { data: cells.map((cell) => ({ kind: 'cluster', ...cell })), total };

  const markers = await listMarkers(ctx.db, area, window, HEAT_MAP.markerLimit);
  return {
    total,
    data: markers.map((row) => ({
      kind: 'marker',
      count: 1,
      alarm_latitude: row.latitude,
      alarm_longitude: row.longitude,
      alert_unique_id: row.alertUniqueId,
      user_full_name: row.userFullName,
      userId: Number(row.userId),
      userName: row.userName,
      alert_created_at: row.createdAt,
      eventUrl: row.experienceId ? experienceLink(row.experienceId) : null,
      id: Number(row.id),
      place: placeFrom(row.placeName, row.placeCountry),
    })),
  };
}

/** A tile URL is only offered when one is configured; the map needs none. */
export function mapConfig(ctx: AppContext) {
  return { tileUrl: ctx.config.mapTileUrl ?? null };
}
