import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, placesSource, visibleMarks } from './clusters.ts';

const point = (lng: number, lat: number, properties: Record<string, unknown>) => ({
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
  properties,
});

describe('clustered places', () => {
  it('the source clusters the places, each point carrying its place’s id', () => {
    const source = placesSource([
      { id: 'h1', name: 'Hôtel du Parc', latitude: 48.85, longitude: 2.35, pin: '$412' },
      { id: 'h2', name: 'Le Marais Suites', latitude: 48.86, longitude: 2.36 },
    ]);
    expect(source).toMatchObject({ type: 'geojson', cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM });
    expect(source.data).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [2.35, 48.85] }, properties: { id: 'h1' } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [2.36, 48.86] }, properties: { id: 'h2' } },
      ],
    });
  });

  it('reads the clusters with their counts and the lone places, once each though tiles repeat them', () => {
    const marks = visibleMarks([
      point(2.35, 48.85, { cluster: true, cluster_id: 7, point_count: 12, point_count_abbreviated: '12' }),
      point(2.35, 48.85, { cluster: true, cluster_id: 7, point_count: 12, point_count_abbreviated: '12' }),
      point(2.4, 48.9, { id: 'h3' }),
      point(2.4, 48.9, { id: 'h3' }),
      point(2.5, 48.7, { id: 'h4' }),
    ]);
    expect(marks).toEqual({ clusters: [{ clusterId: 7, count: 12, lngLat: [2.35, 48.85] }], placeIds: ['h3', 'h4'] });
  });
});
