import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { Bounds } from '@guardian/contracts';

export type MapView = { bounds: Bounds; zoom: number; center: [number, number] };

function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  const center = map.getCenter();
  return {
    bounds: { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() },
    zoom: map.getZoom(),
    center: [center.lat, center.lng],
  };
}

/** Tells the page where the map is, once at the start and after every pan or zoom. */
export function ViewWatcher({ onChange }: { onChange: (view: MapView) => void }) {
  const map = useMap();
  useMapEvents({ moveend: () => onChange(viewOf(map)) });
  useEffect(() => onChange(viewOf(map)), [map, onChange]);
  return null;
}
