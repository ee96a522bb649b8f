import { useEffect } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AlarmTrailPoint } from '@guardian/contracts';
import { CountriesLayer } from './countries-layer';
import { MapChrome } from './map-chrome';
import { TrailLayer } from './trail-layer';

/** Frames the whole trail, again when a point is added. */
function FitTrail({ trail }: { trail: readonly AlarmTrailPoint[] }) {
  const map = useMap();
  const key = trail.map((point) => `${point.latitude},${point.longitude}`).join(';');
  useEffect(() => {
    if (!key) return;
    const corners = key.split(';').map((point) => point.split(',').map(Number) as LatLngTuple);
    map.fitBounds(latLngBounds(corners), { padding: [40, 40], maxZoom: 15, animate: false });
  }, [map, key]);
  return null;
}

/** One alarm's trail on its own map (Alert Details, the printable report); the world outline, no tile server. */
export function TrailMap({ trail, label, height = 260 }: { trail: readonly AlarmTrailPoint[]; label: string; height?: number }) {
  const first = trail[0];
  return (
    <div role="region" aria-label={label}>
      <MapContainer
        center={first ? [first.latitude, first.longitude] : [25, 10]}
        zoom={first ? 12 : 1}
        minZoom={1}
        maxZoom={18}
        style={{ height, background: '#cfe3f5', borderRadius: 'var(--mantine-radius-md)' }}
        attributionControl={false}
      >
        <MapChrome />
        <CountriesLayer />
        <FitTrail trail={trail} />
        <TrailLayer trail={trail} />
      </MapContainer>
    </div>
  );
}
