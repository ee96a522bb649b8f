import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './content-api';

export type Marker = {
  kind: 'marker';
  alarm_latitude: number;
  alarm_longitude: number;
  alert_unique_id: string;
  user_full_name: string;
  userId: number;
  userName: string;
  alert_created_at: string;
  eventUrl: string | null;
  /** The panic event's id and its nearest town (null until resolved). */
  id: number;
  place: { name: string; countryCode: string } | null;
};

/** Demo events are spread ±0.4° around each city of the seed; these are a few of them. */
const CITY_BOXES = [
  { south: 51.0, west: -0.6, north: 52.0, east: 0.4 }, // London
  { south: 40.2, west: -74.5, north: 41.2, east: -73.5 }, // New York
  { south: 18.6, west: 72.4, north: 19.6, east: 73.4 }, // Mumbai
  { south: -24.0, west: -47.1, north: -23.1, east: -46.1 }, // São Paulo
];

/** The individual events around a few demo cities, read as the map reads them (markers when few are in view). */
export async function demoMarkers(request: APIRequestContext): Promise<Marker[]> {
  const api = await apiAs(request);
  const markers: Marker[] = [];
  for (const box of CITY_BOXES) {
    const response = await api.get(
      `/v1/alarm/panic-event-locations?${new URLSearchParams({ ...Object.fromEntries(Object.entries(box).map(([k, v]) => [k, String(v)])), zoom: '10' })}`,
    );
    const body = (await response.json()) as { data: (Marker | { kind: 'cluster' })[] };
    markers.push(...body.data.filter((item): item is Marker => item.kind === 'marker'));
  }
  return markers;
}

/** A demo experience of a type (1 image, 2 video), found through the event links of the map's markers. */
export async function demoExperienceId(request: APIRequestContext, type: 1 | 2): Promise<string> {
  for (const marker of await demoMarkers(request)) {
    if (!marker.eventUrl) continue;
    const id = marker.eventUrl.split('/').pop() as string;
    const details = await request.get(`/v1/get-experience-details-by-admin/${id}`);
    if ((await details.json()).data.experienceDetails.experienceType === type) return id;
  }
  throw new Error(`no demo experience of type ${type} near the demo cities`);
}
