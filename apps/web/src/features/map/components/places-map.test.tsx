import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { bundledStyle, chooseMapStyle, placeCardId, placesBounds, type MapPlace } from '../map-style.ts';
import { PlacesMap } from './places-map.tsx';

// MapLibre needs WebGL, which jsdom has not: a stand-in records what the map was given and puts
// the pins' elements in the container as MapLibre would.
// Its clustering: every place alone, unless a test gathers them all into one cluster.
const made = vi.hoisted(() => ({ maps: [] as { style: unknown; fitted: unknown; removed: boolean; eased: unknown }[], workerUrl: '', clusterAll: false }));
vi.mock('maplibre-gl', () => {
  type Data = { features: { geometry: { coordinates: number[] }; properties: { id: string } }[] };
  class Map {
    record: { style: unknown; fitted: unknown; removed: boolean; eased: unknown };
    container: HTMLElement;
    data: Data | null = null;
    handlers: Record<string, (() => void)[]> = {};
    constructor(options: { container: HTMLElement; style: unknown }) {
      this.container = options.container;
      this.record = { style: options.style, fitted: null, removed: false, eased: null };
      made.maps.push(this.record);
      setTimeout(() => this.fire('load'));
    }
    on(event: string, handler: () => void) {
      (this.handlers[event] ??= []).push(handler);
    }
    once(event: string, handler: () => void) {
      this.on(event, handler);
    }
    fire(event: string) {
      for (const handler of this.handlers[event] ?? []) handler();
    }
    addSource(_id: string, source: { data: Data }) {
      this.data = source.data;
    }
    addLayer() {
      setTimeout(() => this.fire('render'));
    }
    getSource() {
      if (!this.data) return undefined;
      return {
        setData: (data: Data) => (this.data = data),
        getClusterExpansionZoom: () => Promise.resolve(12),
        getClusterLeaves: () => Promise.resolve(this.data!.features.slice(0, 1)),
      };
    }
    isSourceLoaded() {
      return true;
    }
    querySourceFeatures() {
      const features = this.data?.features ?? [];
      if (made.clusterAll) return [{ geometry: features[0]!.geometry, properties: { cluster: true, cluster_id: 1, point_count: features.length } }];
      return features;
    }
    easeTo(options: unknown) {
      this.record.eased = options;
      made.clusterAll = false;
      this.fire('render');
      this.fire('idle');
    }
    getCanvas() {
      return this.container;
    }
    addControl() {}
    fitBounds(bounds: unknown) {
      this.record.fitted = bounds;
    }
    jumpTo(options: unknown) {
      this.record.fitted = options;
    }
    remove() {
      this.record.removed = true;
    }
  }
  class Marker {
    element: HTMLElement;
    constructor(options: { element: HTMLElement }) {
      this.element = options.element;
    }
    setLngLat() {
      return this;
    }
    addTo(map: Map) {
      map.container.append(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  return { Map, Marker, NavigationControl: class {}, setWorkerUrl: (url: string) => (made.workerUrl = url) };
});
vi.mock('../basemap.ts', () => ({ loadBasemap: () => Promise.resolve({ type: 'FeatureCollection', features: [] }) }));

const PLACES: MapPlace[] = [
  { id: 'h1', name: 'Hôtel du Parc', latitude: 48.85, longitude: 2.35, pin: '$412' },
  { id: 'h2', name: 'Le Marais Suites', latitude: 48.86, longitude: 2.36, pin: '$298' },
];

function setWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

beforeEach(() => {
  made.maps.length = 0;
  made.clusterAll = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('tile source', () => {
  it.each([
    [null, { kind: 'bundled' }],
    ['', { kind: 'bundled' }],
    ['  ', { kind: 'bundled' }],
    ['https://tiles.example.com/style.json', { kind: 'url', url: 'https://tiles.example.com/style.json' }],
  ])('%j: %j', (url, choice) => {
    expect(chooseMapStyle(url)).toEqual(choice);
  });

  it('the bundled style draws land and borders from the countries, with no glyphs, sprites or text', () => {
    const style = bundledStyle({ type: 'FeatureCollection', features: [] });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'fill', 'line']);
    expect(Object.values(style.sources).map((s) => s.type)).toEqual(['geojson']);
  });

  it('fits the view around the places', () => {
    expect(placesBounds(PLACES)).toEqual([
      [2.35, 48.85],
      [2.36, 48.86],
    ]);
    expect(placesBounds([])).toBeNull();
  });
});

describe('places map', () => {
  it('on a wide screen: the bundled basemap, one named pin button per place; a pin marks and focuses its card', async () => {
    setWidth(true);
    const selected: string[] = [];
    const { user } = renderApp(
      <>
        <PlacesMap places={PLACES} styleUrl={null} label="Map of the results" pinLabel={(p) => `${p.name}, ${p.pin}`} onSelect={(id) => selected.push(id)} />
        <ol>
          {PLACES.map((p) => (
            <li key={p.id} id={placeCardId(p.id)}>
              <a href={`/hotel/${p.id}`}>{p.name}</a>
            </li>
          ))}
        </ol>
      </>,
    );
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    const pins = await within(map).findAllByRole('button');
    expect(pins.map((b) => b.getAttribute('aria-label'))).toEqual(['Hôtel du Parc, $412', 'Le Marais Suites, $298']);
    expect(pins.map((b) => b.textContent)).toEqual(['$412', '$298']);
    expect(made.maps).toHaveLength(1);
    expect(made.maps[0]?.style).toMatchObject({ version: 8, layers: expect.any(Array) });
    expect(made.workerUrl).not.toBe('');

    pins[1]?.focus();
    await user.keyboard('{Enter}');
    expect(selected).toEqual(['h2']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Le Marais Suites' })).toHaveFocus());
  });

  it('pins that would overlap show as one button with their count; Enter zooms in and moves the focus to a place', async () => {
    setWidth(true);
    made.clusterAll = true;
    const { user } = renderApp(<PlacesMap places={PLACES} styleUrl={null} label="Map of the results" pinLabel={(p) => `${p.name}, ${p.pin}`} />);
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    const cluster = await within(map).findByRole('button', { name: '2 places here, zoom in' });
    expect(cluster).toHaveTextContent('2');
    expect(within(map).queryByRole('button', { name: /Hôtel du Parc/ })).toBeNull();
    cluster.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('button', { name: 'Hôtel du Parc, $412' })).toHaveFocus());
    expect(made.maps[0]?.eased).toEqual({ center: [2.35, 48.85], zoom: 12 });
    expect(within(map).queryByRole('button', { name: /places here/ })).toBeNull();
  });

  it('uses the tile provider’s style when one is set', async () => {
    setWidth(true);
    renderApp(<PlacesMap places={PLACES} styleUrl="https://tiles.example.com/style.json" label="Map" pinLabel={(p) => p.name} />);
    await screen.findAllByRole('button', { name: /Hôtel du Parc|Le Marais/ });
    expect(made.maps[0]?.style).toBe('https://tiles.example.com/style.json');
  });

  it('on a phone: nothing loads until "Map" opens the full-screen sheet; "Back to the list" closes it', async () => {
    setWidth(false);
    const { user } = renderApp(<PlacesMap places={PLACES} styleUrl={null} label="Map of the results" pinLabel={(p) => p.name} />);
    const toggle = await screen.findByRole('button', { name: 'Map' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(made.maps).toHaveLength(0);
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Map of the results' });
    expect(await within(sheet).findAllByRole('button', { name: /Hôtel du Parc|Le Marais/ })).toHaveLength(2);
    await user.click(within(sheet).getByRole('button', { name: 'Back to the list' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(made.maps[0]?.removed).toBe(true);
  });

  it.each([
    [null, 5],
    ['https://tiles.example.com/style.json', 13],
  ])('one place (a details page) with style %j: centred at zoom %i', async (styleUrl, zoom) => {
    setWidth(true);
    renderApp(<PlacesMap places={[PLACES[0]!]} styleUrl={styleUrl} label="Map" pinLabel={(p) => p.name} />);
    await screen.findByRole('button', { name: 'Hôtel du Parc' });
    expect(made.maps[0]?.fitted).toEqual({ center: [2.35, 48.85], zoom });
  });

  it('shows nothing without places', () => {
    setWidth(true);
    const { container } = renderApp(<PlacesMap places={[]} styleUrl={null} label="Map" pinLabel={(p) => p.name} />);
    expect(container.querySelector('.tf-map')).toBeNull();
  });
});
