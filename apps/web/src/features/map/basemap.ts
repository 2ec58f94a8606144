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
    .then((topology) => feature(topology, topology.objects.countries) as Basemap)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
