import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import type { PanicLocation } from '@guardian/contracts';
import { HeatCanvasLayer } from '../lib/heat-canvas';

export function HeatLayer({ items }: { items: PanicLocation[] }) {
  const map = useMap();
  const layer = useMemo(() => new HeatCanvasLayer(), []);
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    layer.setPoints(items.map((item) => (item.kind === 'marker' ? { latitude: item.alarm_latitude, longitude: item.alarm_longitude, count: 1 } : item)));
  }, [layer, items]);
  return null;
}
