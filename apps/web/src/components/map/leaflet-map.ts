import type * as LeafletModule from 'leaflet';
import type { DivIcon, Map as LeafletMap } from 'leaflet';
import { whenNearViewport } from '@/lib/when-near-viewport';

type Leaflet = typeof LeafletModule;

export interface MapStart {
  /** Tile URL template ({z}/{x}/{y}) from the web config. */
  tileUrl: string;
  attribution: string;
  center: [number, number];
  zoom: number;
}

/**
 * Loads Leaflet in the browser only (it touches `window` when it loads), and only once the holder comes
 * near the viewport, then builds a map with the configured tiles; `ready` adds what the caller needs.
 * Returns the clean-up for the caller's effect. Offline the tiles (or Leaflet's own chunk) do not load:
 * the frame stays grey and the page works on.
 */
export function mountLeafletMap(
  holder: HTMLElement,
  start: MapStart,
  ready: (L: Leaflet, map: LeafletMap) => void,
): () => void {
  let cancelled = false;
  let map: LeafletMap | null = null;
  const stopWatching = whenNearViewport(holder, () => {
    import('./leaflet-with-styles')
      .then(({ L }) => {
        if (cancelled) return;
        map = L.map(holder, { scrollWheelZoom: false }).setView(start.center, start.zoom);
        L.tileLayer(start.tileUrl, { maxZoom: 19, attribution: start.attribution }).addTo(map);
        ready(L, map);
      })
      .catch(() => undefined);
  });
  return () => {
    cancelled = true;
    stopWatching();
    map?.remove();
  };
}

/** A plain HTML pin styled by MapFrame: Leaflet's default marker images would need bundler asset paths. */
export function pinIcon(L: Leaflet): DivIcon {
  return L.divIcon({
    className: 'kraam-pin',
    html: '<span></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });
}
