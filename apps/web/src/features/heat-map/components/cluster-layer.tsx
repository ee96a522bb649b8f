import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import L from 'leaflet';
import Supercluster from 'supercluster';
import { HEAT_MAP, type PanicLocation, type PanicLocationMarker } from '@guardian/contracts';
import { intlLocale, t } from '../../../lib/i18n';

type PointProps = { item: PanicLocation; count: number };
type ClusterProps = { count: number };

/**
 * The server sends grid clusters or single events; neighbours that would overlap on screen are merged here
 * (supercluster, weighted by their counts), so icons never pile up on each other.
 */
function buildIndex(items: PanicLocation[]) {
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: 44,
    maxZoom: HEAT_MAP.maxZoom,
    map: (props) => ({ count: props.count }),
    reduce: (total, props) => {
      total.count += props.count;
    },
  });
  index.load(
    items.map((item) => ({
      type: 'Feature' as const,
      properties: { item, count: item.count },
      geometry: {
        type: 'Point' as const,
        coordinates: item.kind === 'marker' ? [item.alarm_longitude, item.alarm_latitude] : [item.longitude, item.latitude],
      },
    })),
  );
  return index;
}

const compact = new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 });
const icons = new Map<string, L.DivIcon>();

function cachedIcon(key: string, make: () => L.DivIcon) {
  let icon = icons.get(key);
  if (!icon) icons.set(key, (icon = make()));
  return icon;
}

function clusterIcon(count: number) {
  const tier = count < 10 ? 0 : count < 100 ? 1 : count < 1000 ? 2 : 3;
  const size = [32, 38, 44, 52][tier] as number;
  const label = compact.format(count);
  return cachedIcon(`${tier}:${label}`, () =>
    L.divIcon({ html: `<span>${label}</span>`, className: `heat-cluster heat-cluster-${tier}`, iconSize: [size, size] }),
  );
}

/**
 * A marker's handlers: a click, or Enter or Space on the focused marker (Leaflet puts markers in the tab
 * order but its own Enter did not reach our handler, so keyboard users could reach an alert and not open it).
 */
function activation(open: () => void): L.LeafletEventHandlerFnMap {
  return {
    click: open,
    keydown: (event) => {
      const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
      if (key !== 'Enter' && key !== ' ') return;
      (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
      open();
    },
  };
}

const markerIcon = () => cachedIcon('m', () => L.divIcon({ className: 'heat-marker', iconSize: [18, 18] }));

export function ClusterLayer({ items, onOpenAlerts }: { items: PanicLocation[]; onOpenAlerts: (alerts: PanicLocationMarker[]) => void }) {
  const map = useMap();
  const [, setMoves] = useState(0);
  useMapEvents({ moveend: () => setMoves((n) => n + 1) });
  const index = useMemo(() => buildIndex(items), [items]);

  const bounds = map.getBounds();
  const zoom = Math.round(map.getZoom());
  const features = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom);

  const zoomTo = (latitude: number, longitude: number, target: number) =>
    map.flyTo([latitude, longitude], Math.min(HEAT_MAP.maxZoom, target), { duration: 0.6 });

  return features.map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster_id' in props) {
      const id = props.cluster_id;
      const onClick = () => {
        const expansion = index.getClusterExpansionZoom(id);
        const leaves = index.getLeaves(id, Infinity).map((leaf) => leaf.properties.item);
        // Events at the very same spot cannot be pulled apart by zooming: list them instead.
        if (expansion > HEAT_MAP.maxZoom && leaves.every((leaf) => leaf.kind === 'marker')) onOpenAlerts(leaves as PanicLocationMarker[]);
        else zoomTo(latitude, longitude, expansion);
      };
      return (
        <Marker
          key={`s${id}`}
          position={[latitude, longitude]}
          icon={clusterIcon(props.count)}
          title={t.heatMap.clusterLabel(compact.format(props.count))}
          eventHandlers={activation(onClick)}
        />
      );
    }
    const { item } = props as PointProps;
    if (item.kind === 'cluster') {
      return (
        <Marker
          key={`g${latitude},${longitude}`}
          position={[latitude, longitude]}
          icon={clusterIcon(item.count)}
          title={t.heatMap.clusterLabel(compact.format(item.count))}
          eventHandlers={activation(() => zoomTo(latitude, longitude, zoom + 2))}
        />
      );
    }
    return (
      <Marker
        key={item.alert_unique_id}
        position={[latitude, longitude]}
        icon={markerIcon()}
        title={item.user_full_name}
        eventHandlers={activation(() => onOpenAlerts([item]))}
      />
    );
  });
}
