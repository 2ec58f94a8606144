import type { StyleSpecification } from 'maplibre-gl';

/** A place on a map: a hotel, a resort, an activity's meeting point. */
export interface MapPlace {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The pin's text (a price on results); none: a plain pin. */
  pin?: string | undefined;
}

/** The land and borders of the bundled basemap, as GeoJSON (from world-atlas's TopoJSON). */
export type Basemap = GeoJSON.FeatureCollection;

/**
 * The map's style (decision 0101): the agency's or platform's tile provider when one is set (a
 * MapLibre style URL, raster or vector), else the bundled basemap, which needs no network at all.
 */
export function chooseMapStyle(styleUrl: string | null | undefined): { kind: 'url'; url: string } | { kind: 'bundled' } {
  const url = styleUrl?.trim();
  return url ? { kind: 'url', url } : { kind: 'bundled' };
}

/**
 * The bundled basemap's style: sea, land and country borders as fill and line layers. No glyphs or
 * sprites (nothing is fetched at run time), so no text labels: the places are the map's HTML pins.
 */
export function bundledStyle(countries: Basemap): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3f2' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3f1ea', 'fill-antialias': true } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#a8a49a', 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.4] },
      },
    ],
  };
}

/** The box around the places ([[west, south], [east, north]]), or null without places. */
export function placesBounds(places: readonly MapPlace[]): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  const lngs = places.map((p) => p.longitude);
  const lats = places.map((p) => p.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The id of a result's card, which a pin scrolls to. */
export const placeCardId = (id: string): string => `place-${id.replace(/[^\w-]/g, '_')}`;
