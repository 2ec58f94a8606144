import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBasemap } from '../basemap.ts';
import '../clusters.css';
import { PLACES_LAYER, PLACES_SOURCE, placesCollection, placesSource, visibleMarks, type ClusterMark } from '../clusters.ts';
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
 * The map itself (loaded with MapLibre only when a map shows): the style, then the places as a
 * clustered source, the view fitted around them. Each lone place is an HTML pin, a button named for
 * its place; pins that would overlap show as a cluster button with their count, which zooms in.
 */
export default function MapView({ places, styleUrl, selectedId, onSelect, pinLabel, label }: MapViewProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const pins = useRef(new Map<string, HTMLButtonElement>());
  /** Every place's marker, on the map only while its place stands alone. */
  const markers = useRef(new Map<string, Marker>());
  const shown = useRef(new Set<string>());
  const clusters = useRef(new Map<number, Marker>());
  const select = useRef(onSelect);
  const clusterLabel = useRef((count: number) => t('map.cluster', { count }));
  const placesNow = useRef(places);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    select.current = onSelect;
    placesNow.current = places;
    clusterLabel.current = (count: number) => t('map.cluster', { count });
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
        created.on('load', () => {
          created.addSource(PLACES_SOURCE, placesSource(placesNow.current));
          // Invisible: it only makes MapLibre cluster the points; the buttons draw them.
          created.addLayer({ id: PLACES_LAYER, type: 'circle', source: PLACES_SOURCE, paint: { 'circle-radius': 1, 'circle-opacity': 0 } });
          created.on('render', () => syncMarks(created));
        });
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
    for (const marker of [...markers.current.values(), ...clusters.current.values()]) marker.remove();
    markers.current.clear();
    shown.current.clear();
    clusters.current.clear();
    pins.current.clear();
    target.getSource<GeoJSONSource>(PLACES_SOURCE)?.setData(placesCollection(places));
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
      markers.current.set(place.id, new Marker({ element: button, anchor: 'bottom' }).setLngLat([place.longitude, place.latitude]));
      pins.current.set(place.id, button);
    }
    syncMarks(target);
    const bounds = placesBounds(places);
    if (!bounds) return;
    if (places.length === 1) target.jumpTo({ center: bounds[0], zoom: SINGLE_PLACE_ZOOM[kind] });
    else target.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
  }
  // At each frame the source is ready: the clusters and lone places of this zoom, as buttons.
  function syncMarks(target: MapLibreMap) {
    if (!target.getSource(PLACES_SOURCE) || !target.isSourceLoaded(PLACES_SOURCE)) return;
    const marks = visibleMarks(target.querySourceFeatures(PLACES_SOURCE));
    const alone = new Set(marks.placeIds);
    for (const [id, marker] of markers.current) {
      if (alone.has(id) && !shown.current.has(id)) marker.addTo(target);
      else if (!alone.has(id) && shown.current.has(id)) marker.remove();
    }
    shown.current = alone;
    const now = new Set(marks.clusters.map((c) => c.clusterId));
    for (const [id, marker] of clusters.current) {
      if (now.has(id)) continue;
      marker.remove();
      clusters.current.delete(id);
    }
    for (const mark of marks.clusters) {
      if (clusters.current.has(mark.clusterId)) continue;
      clusters.current.set(mark.clusterId, new Marker({ element: clusterButton(target, mark) }).setLngLat(mark.lngLat).addTo(target));
    }
  }

  function clusterButton(target: MapLibreMap, mark: ClusterMark): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tf-map-cluster';
    button.textContent = String(mark.count);
    button.setAttribute('aria-label', clusterLabel.current(mark.count));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      void zoomInto(target, mark, document.activeElement === button);
    });
    return button;
  }

  // A cluster opens one zoom level where its places part; from the keyboard, the focus goes on to
  // its first place (or what now holds it), never lost with the vanished cluster.
  async function zoomInto(target: MapLibreMap, mark: ClusterMark, keepFocus: boolean) {
    const source = target.getSource<GeoJSONSource>(PLACES_SOURCE);
    if (!source) return;
    const [zoom, [first]] = await Promise.all([source.getClusterExpansionZoom(mark.clusterId), source.getClusterLeaves(mark.clusterId, 1, 0)]);
    if (keepFocus) {
      target.once('idle', () => {
        const id: unknown = first?.properties?.id;
        const pin = typeof id === 'string' ? pins.current.get(id) : undefined;
        (pin?.isConnected ? pin : target.getCanvas()).focus();
      });
    }
    target.easeTo({ center: mark.lngLat, zoom });
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
