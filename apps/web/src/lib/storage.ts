/**
 * Web storage that never throws (private mode, disabled storage, quota) and the keys the shell
 * uses. Rule-owned keys (selectedCurrency, the signup checkout keys, the save-price flag) live in
 * packages/domain with their rules.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(which: Area, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: Area, key: string, value: string): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      // Storage full or disabled: the feature just forgets across reloads.
    }
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      // ignore
    }
  },
  clear(which: Area): void {
    try {
      area(which)?.clear();
    } catch {
      // ignore
    }
  },
};

export const SHELL_KEYS = {
  /** Session entries that logout clears (spec §4). */
  deepLink: 'deepLink',
  routeType: 'routeType',
  /** Local entry: the agency default language was applied once (spec §4). */
  defaultLanguageApplied: 'tf.defaultLanguageApplied',
  /** Local entry: i18next's cached language. */
  i18nextLanguage: 'i18nextLng',
  /** Local entry: the agent side navigation is expanded. */
  sideNavExpanded: 'tf.sideNavExpanded',
} as const;

/** Session cookies of spec §3/§4. */
export const SHELL_COOKIES = {
  sessionId: 'x-session-id',
  hideHeader: 'hideHeader',
  hideFooter: 'hideFooter',
  auth: 'auth',
  accessToken: 'x-access-token',
} as const;
