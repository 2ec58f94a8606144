import { dealLocation, type DealLocation } from '@tripfront/domain/deals/deal-display';
import { useEffect, useMemo, useState } from 'react';
import { startedFromServer } from '../../../lib/hydration.ts';

type Position = { latitude: number; longitude: number };
/** undefined: still asking the browser; null: no position (denied, unavailable, too slow). */
type Lookup = Position | null | undefined;

/** How long the deals wait for the browser's position before searching around the agency's country. */
export const GEOLOCATION_GRACE_MS = 1500;

// One answer per page load: coming back to the home page does not ask or wait again.
let remembered: Lookup;

function geolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

/**
 * Where the home deal searches look (see dealLocation): null for at most GEOLOCATION_GRACE_MS
 * while the browser is asked for the visitor's position; the page renders meanwhile. A position
 * granted later still moves the search there.
 */
export function useDealLocation(defaultCountry: string, { ask = true }: { ask?: boolean } = {}): DealLocation | null {
  // A server-rendered page shows the deals around the agency's country at once (the server's
  // render); a position the browser gives afterwards still moves the search there.
  const [lookup, setLookup] = useState<Lookup>(() => (remembered !== undefined ? remembered : geolocation() && !startedFromServer() ? undefined : null));

  useEffect(() => {
    const geo = geolocation();
    // A page that gives its own place (a destination's deals) never asks for the visitor's.
    if (!ask || remembered !== undefined || !geo) return;
    let active = true;
    const settle = (value: Position | null) => {
      if (!active) return;
      // A late position replaces the fallback; a late failure never replaces a position.
      if (value === null && remembered !== undefined) return;
      remembered = value;
      setLookup(value);
    };
    const timer = window.setTimeout(() => settle(null), GEOLOCATION_GRACE_MS);
    geo.getCurrentPosition(
      (position) => settle({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => settle(null),
      { enableHighAccuracy: false, maximumAge: 30 * 60_000, timeout: 10_000 },
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [ask]);

  return useMemo(() => (lookup === undefined ? null : dealLocation({ position: lookup, defaultCountry })), [lookup, defaultCountry]);
}

/** Tests start each case with nothing remembered. */
export function forgetDealLocation(): void {
  remembered = undefined;
}
