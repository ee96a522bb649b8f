import { useEffect } from 'react';
import { CircleMarker, MapContainer, Tooltip, useMap } from 'react-leaflet';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AlarmRow, AlarmTrailPoint } from '@guardian/contracts';
import { CountriesLayer } from '../../../components/map/countries-layer';
import { MapChrome } from '../../../components/map/map-chrome';
import { TrailLayer } from '../../../components/map/trail-layer';

export type AlarmMapProps = {
  alarms: AlarmRow[];
  selected: AlarmRow | null;
  /** Ids of the overdue alarms (drawn red). */
  overdue: ReadonlySet<number>;
  onSelect: (id: number) => void;
  /** The selected alarm's positions, oldest first (empty until its details load, or with none selected). */
  trail: readonly AlarmTrailPoint[];
};

const ZOOM = 5;
const color = (alarm: AlarmRow, overdue: boolean) => (overdue ? '#c92a2a' : alarm.status === 'open' ? '#e8590c' : '#1864ab');

/** The zoom a trail is framed at, at most: streets apart, not houses. */
const TRAIL_ZOOM = 15;

/**
 * Keeps the selected alarm in view as it is chosen or as its last known position moves; with a trail, the
 * whole trail is framed.
 */
function FollowSelected({ selected, trail }: { selected: AlarmRow | null; trail: readonly AlarmTrailPoint[] }) {
  const map = useMap();
  const lat = selected?.latitude;
  const lng = selected?.longitude;
  const path = trail.map((point) => `${point.latitude},${point.longitude}`).join(';');
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const corners = path ? path.split(';').map((point) => point.split(',').map(Number) as LatLngTuple) : [];
    if (corners.length > 1) map.fitBounds(latLngBounds([...corners, [lat, lng]]), { padding: [40, 40], maxZoom: TRAIL_ZOOM, animate: false });
    else map.setView([lat, lng], Math.max(map.getZoom(), ZOOM), { animate: false });
  }, [map, lat, lng, path]);
  return null;
}

/** With no alarm chosen, the map frames them all, again as alarms arrive or leave (not as they tick). */
function FitAll({ alarms, active }: { alarms: AlarmRow[]; active: boolean }) {
  const map = useMap();
  const points = alarms.map((alarm) => `${alarm.latitude},${alarm.longitude}`).join(';');
  useEffect(() => {
    if (!active || !points) return;
    const corners = points.split(';').map((point) => point.split(',').map(Number) as LatLngTuple);
    map.fitBounds(latLngBounds(corners), { padding: [30, 30], maxZoom: ZOOM, animate: false });
  }, [map, points, active]);
  return null;
}

/**
 * Where the alarms are: every desk alarm as a dot, the selected one larger and named, with the trail of its
 * positions. The world's outline
 * is drawn from bundled shapes (no tile server). This module, with Leaflet, loads only on the desk page.
 */
export function AlarmMap({ alarms, selected, overdue, onSelect, trail }: AlarmMapProps) {
  const center: [number, number] = selected ? [selected.latitude, selected.longitude] : [25, 10];
  return (
    <MapContainer
      center={center}
      zoom={selected ? ZOOM : 1}
      minZoom={1}
      maxZoom={TRAIL_ZOOM + 2}
      style={{ height: 340, background: '#cfe3f5', borderRadius: 'var(--mantine-radius-md)' }}
      attributionControl={false}
    >
      <MapChrome />
      <CountriesLayer />
      <FollowSelected selected={selected} trail={trail} />
      {selected && <TrailLayer trail={trail} />}
      <FitAll alarms={alarms} active={!selected} />
      {alarms.map((alarm) => {
        const isSelected = alarm.id === selected?.id;
        const stroke = color(alarm, overdue.has(alarm.id));
        return (
          <CircleMarker
            key={`${alarm.id}-${isSelected}`}
            center={[alarm.latitude, alarm.longitude]}
            radius={isSelected ? 11 : 6}
            pathOptions={{ color: stroke, fillColor: stroke, fillOpacity: isSelected ? 0.85 : 0.5, weight: isSelected ? 3 : 1 }}
            eventHandlers={{ click: () => onSelect(alarm.id) }}
          >
            {isSelected && (
              <Tooltip permanent direction="top" offset={[0, -10]}>
                {alarm.person.fullName}
              </Tooltip>
            )}
          </CircleMarker>
        );
      })}
    </MapContainer>
  );
}
