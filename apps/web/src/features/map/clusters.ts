import type { GeoJSONSourceSpecification } from 'maplibre-gl';
import type { MapPlace } from './map-style.ts';

// Pins that would overlap gather into a cluster (decision 0101): MapLibre's GeoJSON source groups
// the places; the map draws each cluster and each lone place as an HTML button, since the bundled
// basemap has no glyphs to write a count with (and nothing may be downloaded at run time).

/** The places' source and its (invisible) layer, which makes MapLibre load the clustered points. */
export const PLACES_SOURCE = 'places';
export const PLACES_LAYER = 'places-points';

/** Pins closer than this many pixels gather; a price pin is about 60 px wide. */
export const CLUSTER_RADIUS = 50;
/** Past this zoom, every place shows as its own pin (a street's hotels side by side). */
export const CLUSTER_MAX_ZOOM = 14;

type PlaceFeature = GeoJSON.Feature<GeoJSON.Point, { id: string }>;

/** The places as a clustered GeoJSON source: each point carries its place's id. */
export function placesSource(places: readonly MapPlace[]): GeoJSONSourceSpecification {
  return { type: 'geojson', data: placesCollection(places), cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM };
}

export function placesCollection(places: readonly MapPlace[]): GeoJSON.FeatureCollection<GeoJSON.Point, { id: string }> {
  return {
    type: 'FeatureCollection',
    features: places.map((p): PlaceFeature => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
      properties: { id: p.id },
    })),
  };
}

export interface ClusterMark {
  clusterId: number;
  count: number;
  lngLat: [number, number];
}

/**
 * What the map shows at its current zoom, from the source's features (`querySourceFeatures`, which
 * repeats a feature in each tile it touches): the clusters with their counts, and the places that
 * stand alone.
 */
export function visibleMarks(features: readonly Pick<GeoJSON.Feature, 'geometry' | 'properties'>[]): { clusters: ClusterMark[]; placeIds: string[] } {
  const clusters = new Map<number, ClusterMark>();
  const placeIds = new Set<string>();
  for (const { geometry, properties } of features) {
    if (geometry.type !== 'Point') continue;
    const [lng = 0, lat = 0] = geometry.coordinates;
    if (properties?.cluster === true && typeof properties.cluster_id === 'number') {
      clusters.set(properties.cluster_id, { clusterId: properties.cluster_id, count: Number(properties.point_count), lngLat: [lng, lat] });
    } else if (typeof properties?.id === 'string') {
      placeIds.add(properties.id);
    }
  }
  return { clusters: [...clusters.values()], placeIds: [...placeIds] };
}
