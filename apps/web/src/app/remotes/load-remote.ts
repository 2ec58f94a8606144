import type { ComponentType } from 'react';
import { RemoteLoadFailed } from '../../features/errors/index.ts';

/** The booking screens' separately loaded parts (spec §1). */
export type RemoteName = 'app' | 'flight' | 'hotel' | 'resort';

/** Spec §9: script load timeout. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number, name: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote part "${name}" timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A route `lazy` function for a remote part: the module's default export becomes the route
 * component; a module that fails or times out renders 'Failed to load remote component.'.
 */
export function remoteRoute(name: RemoteName, load: () => Promise<{ default: ComponentType }>, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await withTimeout(load(), timeoutMs, name);
      return { Component: module.default };
    } catch (error) {
      console.warn(`Remote part "${name}" failed to load`, error);
      return { Component: RemoteLoadFailed };
    }
  };
}
