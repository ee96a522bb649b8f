import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Group, Loader, Text } from '@mantine/core';
import { HEAT_MAP, MAP, gridExponent, snapBounds, type PanicLocationMarker } from '@guardian/contracts';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { useMapConfig } from '../api/get-map-config';
import { usePanicEventLocations } from '../api/get-panic-event-locations';
import { AlertDetailsModal } from '../components/alert-details-modal';
import { HeatMapView } from '../components/heat-map-view';
import { MapControls, type MapControlValues } from '../components/map-controls';
import type { MapView } from '../components/view-watcher';
import { isTimeWindow, windowBounds } from '../lib/time-window';

const DEFAULT_CENTER: [number, number] = [25, 10];

/** Where the map opens: the view kept in the URL (a reload or a shared link shows the same place), else the world at zoom 3. */
function initialView(params: URLSearchParams) {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const zoom = Number(params.get('zoom'));
  const valid = params.has('lat') && params.has('lng') && Math.abs(lat) <= 85 && Math.abs(lng) <= 220;
  return {
    center: valid ? ([lat, lng] as [number, number]) : DEFAULT_CENTER,
    zoom: Number.isInteger(zoom) && zoom >= HEAT_MAP.minZoom && zoom <= HEAT_MAP.maxZoom ? zoom : MAP.defaultZoom,
  };
}

/** The address's query with `changes` made (undefined removes a key). */
function addressWith(changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes))
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  return next;
}

/**
 * The map's view goes into the address as it moves (a reload or a shared link shows the same place) without a
 * router navigation: a navigation renders the whole admin layout again, at the end of every drag, which is where
 * panning dropped frames (tools/map-fps.ts). The page reads the view only when it opens, and the router takes the
 * address as it is on its next navigation (a layer or window change keeps the view: `addressWith`).
 */
function keepViewInAddress(view: MapView) {
  const query = addressWith({ lat: view.center[0].toFixed(4), lng: view.center[1].toFixed(4), zoom: String(view.zoom) });
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
}

export function HeatMapPage() {
  const [params, setParams] = useSearchParams();
  const controls: MapControlValues = {
    layer: params.get('layer') === 'heat' ? 'heat' : 'clusters',
    window: isTimeWindow(params.get('window')) ? (params.get('window') as MapControlValues['window']) : 'all',
    first: params.get('first') ?? undefined,
    last: params.get('last') ?? undefined,
  };
  // Read once: afterwards the map owns its view and writes it back to the URL.
  const [initial] = useState(() => initialView(params));
  const [view, setView] = useState<MapView | null>(null);
  const [alerts, setAlerts] = useState<PanicLocationMarker[]>([]);
  const mapConfig = useMapConfig();

  // From the address itself, not the router's copy of it: the view is written there behind the router's back.
  const update = useCallback((changes: Record<string, string | undefined>) => setParams(() => addressWith(changes), { replace: true }), [setParams]);

  const onViewChange = useCallback((next: MapView) => {
    setView(next);
    keepViewInAddress(next);
  }, []);

  // "Last 24 h" counts back from when the window was chosen, so panning does not move it (nor the cache key).
  const [chosenAt, setChosenAt] = useState(() => Date.now());
  const time = useMemo(
    () => windowBounds(controls.window, chosenAt, { first: controls.first, last: controls.last }),
    [controls.window, chosenAt, controls.first, controls.last],
  );
  const request = view && {
    ...snapBounds(view.bounds, gridExponent(view.zoom, controls.layer)),
    zoom: view.zoom,
    layer: controls.layer,
    ...time,
  };
  const locations = usePanicEventLocations(request);
  const answer = locations.data;
  const items = answer?.data ?? [];
  const shownMarkers = items.filter((item) => item.kind === 'marker').length;

  return (
    <>
      <PageHeader title={t.heatMap.title} />
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <MapControls
          values={controls}
          onChange={(changes) => {
            if (changes.window) setChosenAt(Date.now());
            update({ ...changes, ...(changes.window && changes.window !== 'range' ? { first: undefined, last: undefined } : {}) });
          }}
        />
        <Group gap="xs" mih={28}>
          {locations.isFetching && <Loader size="xs" role="status" aria-label={t.common.loading} />}
          {answer && (
            <Text size="sm" c="dimmed" data-testid="events-in-view">
              {shownMarkers > 0 && shownMarkers < answer.total ? t.heatMap.latestOnly(shownMarkers, answer.total) : t.heatMap.eventsInView(answer.total)}
            </Text>
          )}
        </Group>
      </Group>
      {locations.isError && (
        <Box mb="md">
          <ErrorState title={t.states.loadFailed(t.heatMap.title)} retrying={locations.isFetching} onRetry={() => void locations.refetch()} />
        </Box>
      )}
      {/* isolation: Leaflet's panes use z-indexes up to 1000; kept inside this box, dialogs still cover the map. */}
      <Box
        role="region"
        aria-label={t.heatMap.mapLabel}
        data-testid="heat-map"
        data-zoom={view?.zoom}
        data-layer={controls.layer}
        style={{ isolation: 'isolate' }}
      >
        <HeatMapView
          items={items}
          layer={controls.layer}
          tileUrl={mapConfig.data?.data.tileUrl ?? null}
          initial={initial}
          onViewChange={onViewChange}
          onOpenAlerts={setAlerts}
        />
      </Box>
      <AlertDetailsModal alerts={alerts} onClose={() => setAlerts([])} />
    </>
  );
}
