import { MapContainer, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './heat-map.css';
import { HEAT_MAP, MAP, type MapLayer, type PanicLocation, type PanicLocationMarker } from '@guardian/contracts';
import { ClusterLayer } from './cluster-layer';
import { CountriesLayer } from '../../../components/map/countries-layer';
import { MapChrome } from '../../../components/map/map-chrome';
import { HeatLayer } from './heat-layer';
import { ViewWatcher, type MapView } from './view-watcher';

export type HeatMapViewProps = {
  items: PanicLocation[];
  layer: MapLayer;
  tileUrl: string | null;
  initial: { center: [number, number]; zoom: number };
  onViewChange: (view: MapView) => void;
  onOpenAlerts: (alerts: PanicLocationMarker[]) => void;
};

/** Panning stops a little past the antimeridian: the events and the countries are drawn once, not per world copy. */
const LIMITS: [[number, number], [number, number]] = [
  [-85, -220],
  [85, 220],
];

/** Leaflet and everything it draws; this module and its CSS load only with the heat map page. */
export function HeatMapView({ items, layer, tileUrl, initial, onViewChange, onOpenAlerts }: HeatMapViewProps) {
  return (
    <MapContainer
      center={initial.center}
      zoom={initial.zoom}
      minZoom={HEAT_MAP.minZoom}
      maxZoom={HEAT_MAP.maxZoom}
      maxBounds={LIMITS}
      maxBoundsViscosity={1}
      style={{ height: MAP.heightPx, background: '#cfe3f5', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <MapChrome />
      {tileUrl ? <TileLayer url={tileUrl} /> : <CountriesLayer />}
      <ViewWatcher onChange={onViewChange} />
      {layer === 'heat' ? <HeatLayer items={items} /> : <ClusterLayer items={items} onOpenAlerts={onOpenAlerts} />}
    </MapContainer>
  );
}
