import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { isRtl, t } from '../../lib/i18n';

/**
 * Leaflet's own controls in the app's language: the zoom buttons named in it, and on the leading side (the
 * right in Arabic); the credits' Leaflet link titled in it. The map itself keeps Leaflet's left-to-right
 * internals (global.css).
 */
export function MapChrome() {
  const map = useMap();
  useEffect(() => {
    const credits = map.attributionControl;
    // Leaflet's prefix is its link (and flag) with an English title: the same, with the title in our words.
    const prefix = credits?.options.prefix;
    if (credits && typeof prefix === 'string') credits.setPrefix(prefix.replace(/title="[^"]*"/, `title="${t.heatMap.leafletTitle}"`));
    const zoom = map.zoomControl;
    if (!zoom) return;
    if (isRtl()) zoom.setPosition('topright');
    const container = zoom.getContainer();
    for (const [selector, label] of [
      ['.leaflet-control-zoom-in', t.heatMap.zoomIn],
      ['.leaflet-control-zoom-out', t.heatMap.zoomOut],
    ] as const) {
      const button = container?.querySelector(selector);
      button?.setAttribute('title', label);
      button?.setAttribute('aria-label', label);
    }
  }, [map]);
  return null;
}
