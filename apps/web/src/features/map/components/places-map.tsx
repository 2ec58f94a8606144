import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration.ts';
import { placeCardId } from '../map-style.ts';
import type { MapViewProps } from './map-view.tsx';
import '../map.css';

// MapLibre (and the basemap) load only when a map shows: on a phone once "Map" is pressed; never on
// the server, whose render keeps only the map's place (decision 0101).
const MapView = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import('./map-view.tsx')));

/** Wider than this, the map shows above the list; narrower, behind a "Map" button. */
const WIDE = '(min-width: 901px)';

function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    // Without matchMedia (an old browser, a test's DOM) the map waits behind its button.
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}

export interface PlacesMapProps extends Omit<MapViewProps, 'label' | 'selectedId' | 'onSelect'> {
  /** The map's accessible name ("Map of the hotels"). */
  label: string;
  /** A pin chosen on results: its card is scrolled to, focused and marked. */
  onSelect?: (id: string) => void;
  selectedId?: string | null;
}

/**
 * A map of places (results or one property): beside the content on wide screens, a full-screen sheet
 * behind a "Map" button on phones. On the server and before hydration only its place is kept.
 */
export function PlacesMap({ places, styleUrl, label, pinLabel, onSelect, selectedId = null }: PlacesMapProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const wide = useWide();
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    if (!sheetOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setSheetOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [sheetOpen]);
  if (places.length === 0) return null;
  // On the server and until the app runs, the map's place is kept (the button's on phones, the
  // map's on wide screens, chosen by CSS as useWide would): its arrival must not move the list.
  if (!hydrated)
    return (
      <div className="tf-map tf-map--pending" aria-hidden="true">
        <span className="tf-button tf-button--outline tf-map__toggle">{t('map.show')}</span>
        <div className="tf-map__canvas tf-map__canvas--loading" />
      </div>
    );

  const choose = (id: string) => {
    setSheetOpen(false);
    onSelect?.(id);
    // After the sheet closes: the card comes into view and takes the focus (its first link).
    requestAnimationFrame(() => {
      const card = document.getElementById(placeCardId(id));
      card?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      card?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    });
  };
  const view = (
    <Suspense fallback={<div className="tf-map__canvas tf-map__canvas--loading" role="status" aria-label={t('map.loading')} />}>
      <MapView places={places} styleUrl={styleUrl} selectedId={selectedId} onSelect={onSelect ? choose : undefined} pinLabel={pinLabel} label={label} />
    </Suspense>
  );
  if (wide) return <div className="tf-map">{view}</div>;
  return (
    <div className="tf-map">
      <button type="button" className="tf-button tf-button--outline tf-map__toggle" aria-expanded={sheetOpen} onClick={() => setSheetOpen(true)}>
        {t('map.show')}
      </button>
      {sheetOpen && (
        <div className="tf-map__sheet" role="dialog" aria-modal="true" aria-label={label}>
          <button type="button" className="tf-button tf-button--primary tf-map__close" onClick={() => setSheetOpen(false)} autoFocus>
            {t('map.hide')}
          </button>
          {view}
        </div>
      )}
    </div>
  );
}
