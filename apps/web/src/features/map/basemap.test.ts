import { describe, expect, it } from 'vitest';
import { flatWorld } from './basemap.ts';
import type { Basemap } from './map-style.ts';

const square = (x: number, y: number, size: number, ccw = true) =>
  ccw
    ? [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ]
    : [
        [x, y],
        [x, y + size],
        [x + size, y + size],
        [x + size, y],
        [x, y],
      ];
const world = (coordinates: number[][][][]): Basemap => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates } }],
});
const coordinatesOf = (basemap: Basemap) => (basemap.features[0]?.geometry as GeoJSON.MultiPolygon).coordinates;

describe('the bundled basemap on a flat map', () => {
  it('carries a ring across the antimeridian past 180° instead of across the map', () => {
    const fiji = [
      [179.5, -16.5],
      [-179.8, -16.5],
      [-179.8, -16.4],
      [179.5, -16.4],
      [179.5, -16.5],
    ];
    expect(coordinatesOf(flatWorld(world([[fiji]])))[0]?.[0]?.map(([x]) => x)).toEqual([179.5, 180.2, 180.2, 179.5, 179.5]);
  });

  it('keeps holes, and makes an inner ring wound like its outer one an island of its own', () => {
    const outer = square(0, 0, 10);
    const hole = square(2, 2, 2, false);
    const island = square(6, 6, 2);
    expect(coordinatesOf(flatWorld(world([[outer, hole, island]])))).toEqual([[outer, hole], [island]]);
  });
});
