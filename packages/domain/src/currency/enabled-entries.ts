// Without imports: the web app's start-up bundle filters the currency picker with it (currency-context.tsx)
// and the enabled-country pickers, without the lists of codes that enabled.ts validates with.

/** The entries of a built-in list the agency enabled (`key` picks the code): all of them for null. */
export function enabledEntries<T>(entries: readonly T[], enabled: readonly string[] | null | undefined, key: (entry: T) => string): T[] {
  if (enabled == null) return [...entries];
  const allowed = new Set(enabled);
  return entries.filter((entry) => allowed.has(key(entry)));
}
