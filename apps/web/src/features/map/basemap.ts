import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { Basemap } from './map-style.ts';

// The bundled basemap (decision 0101): world-atlas's 1:50m countries, a static file of the build
// (fetched from this site, compressed like the other assets) turned into GeoJSON once per page.

let loading: Promise<Basemap> | null = null;

/** The countries as GeoJSON polygons, loaded on first use. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`basemap: ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => flatWorld(feature(topology, topology.objects.countries) as Basemap))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

type Ring = GeoJSON.Position[];

/** Twice the ring's signed area on the flat map (positive: counter-clockwise). */
const signedArea = (ring: Ring): number =>
  ring.reduce((sum, [x = 0, y = 0], i) => {
    const [px = 0, py = 0] = ring[(i || ring.length) - 1] ?? [];
    return sum + (px - x) * (py + y);
  }, 0);

/** A ring drawn across the antimeridian (Wrangel Island, Fiji) continues past 180° instead of spanning the whole map. */
function unwrap(ring: Ring): Ring {
  const lngs = ring.map(([x = 0]) => x);
  if (Math.max(...lngs) - Math.min(...lngs) <= 180) return ring;
  return ring.map(([x = 0, y = 0]) => [x < 0 ? x + 360 : x, y]);
}

/**
 * world-atlas's polygons are drawn on a sphere; a flat map fills them with the plane's rules: a
 * ring across the antimeridian would band the whole map, and an inner ring wound like its outer one
 * (Antarctica has one) is an island, not a hole.
 */
export function flatWorld(countries: Basemap): Basemap {
  const polygons = (coordinates: Ring[][]): Ring[][] =>
    coordinates.flatMap((rings) => {
      const [outer, ...inner] = rings.map(unwrap);
      if (!outer) return [];
      const sign = Math.sign(signedArea(outer));
      const holes = inner.filter((r) => Math.sign(signedArea(r)) !== sign);
      const islands = inner.filter((r) => Math.sign(signedArea(r)) === sign).map((r) => [r]);
      return [[outer, ...holes], ...islands];
    });
  return {
    ...countries,
    features: countries.features.map((f) => {
      const g = f.geometry;
      if (g?.type === 'Polygon') return { ...f, geometry: { type: 'MultiPolygon', coordinates: polygons([g.coordinates]) } };
      if (g?.type === 'MultiPolygon') return { ...f, geometry: { type: 'MultiPolygon', coordinates: polygons(g.coordinates) } };
      return f;
    }),
  };
}
