import { Circle, CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import type { AlarmTrailPoint } from '@guardian/contracts';
import { formatDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

const d = t.alarmDesk;
const PATH = '#1864ab';
const LATEST = '#c92a2a';

/** One point's label: its time, what it is (start, latest) and how accurate. */
export function trailPointLabel(point: AlarmTrailPoint, index: number, count: number): string {
  const role = index === count - 1 ? d.latestPosition : index === 0 ? d.startPosition : '';
  const accuracy = point.accuracyM === null ? '' : ` · ${d.accuracy(Math.round(point.accuracyM))}`;
  return `${role ? `${role}: ` : ''}${formatDateTime(point.at, 'named')}${accuracy}`;
}

/**
 * Where the person has been, on a Leaflet map: the path through every position oldest to newest, a dot at each
 * with its time, a circle of the reported accuracy in metres, and the latest position marked and named.
 */
export function TrailLayer({ trail }: { trail: readonly AlarmTrailPoint[] }) {
  if (trail.length === 0) return null;
  const points = trail.map((point) => [point.latitude, point.longitude] as LatLngTuple);
  const last = trail.length - 1;
  return (
    <>
      {trail.length > 1 && <Polyline positions={points} pathOptions={{ color: PATH, weight: 3, opacity: 0.8, dashArray: '6 4' }} />}
      {trail.map((point, index) =>
        point.accuracyM === null || point.accuracyM <= 0 ? null : (
          <Circle
            key={`accuracy-${index}`}
            center={points[index]!}
            radius={point.accuracyM}
            pathOptions={{ color: index === last ? LATEST : PATH, weight: 1, fillOpacity: 0.08 }}
          />
        ),
      )}
      {trail.map((point, index) => (
        <CircleMarker
          key={`point-${index}-${index === last}`}
          center={points[index]!}
          radius={index === last ? 8 : 4}
          pathOptions={{ color: index === last ? LATEST : PATH, fillColor: index === last ? LATEST : '#fff', fillOpacity: 1, weight: 2 }}
        >
          <Tooltip permanent={index === last} direction={index === last ? 'bottom' : 'top'} offset={[0, index === last ? 8 : -6]}>
            {trailPointLabel(point, index, trail.length)}
          </Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}
