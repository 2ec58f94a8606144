import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { loadBasemap } from '../basemap.ts';
import { bundledStyle, chooseMapStyle, placesBounds, type MapPlace } from '../map-style.ts';

// MapLibre's worker is a file of this build (same origin: the pages' CSP allows it as a script),
// not the blob the library would make from its own address.
setWorkerUrl(workerUrl);

export interface MapViewProps {
  places: readonly MapPlace[];
  /** The agency's or platform's style URL; none: the bundled basemap. */
  styleUrl: string | null;
  selectedId: string | null;
  /** A pin chosen (click, Enter or Space); none: the pins only show where the places are. */
  onSelect?: ((id: string) => void) | undefined;
  /** A pin's accessible name ("Hôtel du Parc, $412"). */
  pinLabel: (place: MapPlace) => string;
  /** The map's accessible name. */
  label: string;
}

/** One place: its streets with a tile provider; its region and coast on the bundled basemap, which has no streets. */
const SINGLE_PLACE_ZOOM = { url: 13, bundled: 5 } as const;

/**
 * The map itself (loaded with MapLibre only when a map shows): the style, then one HTML pin per
 * place, each a button named for its place, the view fitted around them.
 */
export default function MapView({ places, styleUrl, selectedId, onSelect, pinLabel, label }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const pins = useRef(new Map<string, HTMLButtonElement>());
  const markers = useRef<Marker[]>([]);
  const select = useRef(onSelect);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    select.current = onSelect;
  });

  // The map, once: its style is the tile setting or the bundled basemap.
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    let cancelled = false;
    const choice = chooseMapStyle(styleUrl);
    const style: Promise<string | StyleSpecification> = choice.kind === 'url' ? Promise.resolve(choice.url) : loadBasemap().then(bundledStyle);
    style
      .then((resolved) => {
        if (cancelled) return;
        const created = new MapLibreMap({ container: node, style: resolved, center: [0, 20], zoom: 1, attributionControl: choice.kind === 'url' ? {} : false });
        created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        map.current = created;
        setPins(created, choice.kind);
      })
      // No WebGL, or the basemap did not load: the page goes on without a map (the list has it all).
      .catch(() => !cancelled && setBroken(true));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // The map is made once per style; the pins follow the places below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // The pins follow the places.
  function setPins(target: MapLibreMap, kind: 'url' | 'bundled' = chooseMapStyle(styleUrl).kind) {
    for (const marker of markers.current) marker.remove();
    markers.current = [];
    pins.current.clear();
    for (const place of places) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `tf-map-pin${place.pin ? '' : ' tf-map-pin--dot'}`;
      button.textContent = place.pin ?? '';
      button.setAttribute('aria-label', pinLabel(place));
      button.dataset.placeId = place.id;
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        select.current?.(place.id);
      });
      markers.current.push(new Marker({ element: button, anchor: 'bottom' }).setLngLat([place.longitude, place.latitude]).addTo(target));
      pins.current.set(place.id, button);
    }
    const bounds = placesBounds(places);
    if (!bounds) return;
    if (places.length === 1) target.jumpTo({ center: bounds[0], zoom: SINGLE_PLACE_ZOOM[kind] });
    else target.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
  }
  // Pages rebuild their list of places on each render: the pins change only when a place or its pin does.
  const signature = places.map((p) => `${p.id}:${p.latitude}:${p.longitude}:${p.pin ?? ''}`).join('|');
  useEffect(() => {
    if (map.current) setPins(map.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  // The chosen place's pin stands out.
  useEffect(() => {
    for (const [id, pin] of pins.current) {
      pin.classList.toggle('tf-map-pin--selected', id === selectedId);
      if (id === selectedId) pin.setAttribute('aria-current', 'true');
      else pin.removeAttribute('aria-current');
    }
  }, [selectedId, signature]);

  if (broken) return null;
  return <div ref={container} className="tf-map__canvas" role="region" aria-label={label} data-testid="map" />;
}
