import type { ServiceKey } from '@tripfront/domain/booking/products';
import type { ComponentType } from 'react';
import { RemoteLoadFailed } from '../features/errors/index.ts';

/**
 * The booking screens' separately loaded parts (spec §1: app, flight, hotel, resort). A part is a
 * name for a group of lazily loaded chunks, not a module of its own: each product's feature declares
 * its routes and their pages (features/booking-<product>/routes.ts); a product's results are one
 * chunk, the details another (decision 0136) and the steps after them (checkout, confirmation) a
 * third, each loaded when the first of its routes opens, which the build names after the pages
 * module (hotel-pages-<hash>.js, hotel-details-pages-<hash>.js, hotel-step-pages-<hash>.js …;
 * decision 0131). The start-up chunk carries none of them (decision 0017).
 *
 * | part   | chunks                                                                     |
 * | ------ | -------------------------------------------------------------------------- |
 * | hotel  | hotel-pages, -details-pages, -step-pages (v1 and v2, served by the host)  |
 * | flight | flight-pages, -details-pages, -step-pages (v1 and v2, served by the host) |
 * | resort | resort-pages, resort-details-pages, resort-step-pages                      |
 * | app    | car-, activity-, cruise-pages, -details-pages and -step-pages, coming-soon;|
 * |        | search (the search forms, shared with the home page's hero)                |
 *
 * What the part name still does: it names the part in the log when one of its chunks fails to
 * load or times out (spec §9), and the page then says 'Failed to load remote component.'.
 */
export type RemoteName = 'app' | 'flight' | 'hotel' | 'resort';

/** The part each product's pages belong to. */
export const REMOTE_PART_OF: Readonly<Record<ServiceKey, RemoteName>> = {
  hotels: 'hotel',
  flights: 'flight',
  resorts: 'resort',
  cars: 'app',
  activities: 'app',
  cruise: 'app',
};

/** Spec §9: script load timeout. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/**
 * Spec §8 "Script load failure": the two ways a part's script fails to arrive. `missing`: the browser
 * could not fetch or run it (a deployment removed the chunk, the network dropped, a preload failed);
 * `timeout`: it had not arrived after the 120 s chunk timeout.
 */
export type ScriptLoadErrorType = 'missing' | 'timeout';

/**
 * The error naming the script that failed, in the words of a chunk loader: `Loading chunk hotel
 * failed.\n(missing: https://…/hotel-pages-1a2b.js)`. Logged; the page says 'Failed to load remote
 * component.'.
 */
export class ScriptLoadError extends Error {
  readonly type: ScriptLoadErrorType;
  /** The part whose script failed. */
  readonly part: RemoteName;
  /** The script: its address when the browser names it, else the part. */
  readonly request: string;

  constructor(type: ScriptLoadErrorType, part: RemoteName, request: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${part} failed.\n(${type}: ${request})`, options);
    this.name = 'ScriptLoadError';
    this.type = type;
    this.part = part;
    this.request = request;
  }
}

/**
 * The script a failed dynamic import names: Chromium's "Failed to fetch dynamically imported module:
 * <url>", Firefox's "error loading dynamically imported module: <url>", Vite's "Unable to preload CSS
 * for <path>". Safari's "Importing a module script failed." names none.
 */
export function failedScriptOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = /(?:https?:\/\/|\/)[^\s'"]+\.(?:m?js|css)\b(?:\?[^\s'"]*)?/.exec(message);
  return named ? named[0] : null;
}

/** A part's load as a ScriptLoadError when it fails (`missing`) or outlasts `ms` (`timeout`). */
export function loadScript<T>(load: () => Promise<T>, ms: number, part: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScriptLoadError('timeout', part, part)), ms);
  });
  const loading = Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      throw new ScriptLoadError('missing', part, failedScriptOf(error) ?? part, { cause: error });
    });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A route `lazy` function for a page of a remote part: the loaded component becomes the route
 * component; a page whose script is missing or times out logs the ScriptLoadError and renders
 * 'Failed to load remote component.'.
 */
export function remoteRoute(name: RemoteName, load: () => Promise<ComponentType>, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await loadScript(load, timeoutMs, name) };
    } catch (error) {
      console.warn(`Remote part "${name}" failed to load`, error);
      return { Component: RemoteLoadFailed };
    }
  };
}
