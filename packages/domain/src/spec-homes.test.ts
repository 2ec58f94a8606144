import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A rule the spec states in one sentence has one home in this package, and a newcomer finds it from
// index.ts within two hops (index → home, or index → barrel → home): this test reads the
// export-from graph as text and walks it.

const SRC = import.meta.dirname;
const INDEX = path.join(SRC, 'index.ts');
const MAX_HOPS = 2;

const EXPORT_FROM = /^export\s+(?:type\s+)?(\*|\{[^}]*\})\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const source = (file: string): string => readFileSync(file, 'utf8');
const declares = (file: string, name: string): boolean =>
  new RegExp(`^export\\s+(?:declare\\s+)?(?:const|let|function|type|interface|class|enum)\\s+${name}\\b`, 'm').test(source(file));

/** The modules a module re-exports, with the names it passes on ('*' for all) under their names in the target. */
function reExports(file: string): Array<{ target: string; names: '*' | Map<string, string> }> {
  return [...source(file).matchAll(EXPORT_FROM)].map((m) => {
    const target = path.resolve(path.dirname(file), m[2]!);
    if (m[1] === '*') return { target, names: '*' as const };
    const names = new Map<string, string>();
    for (const entry of m[1]!.slice(1, -1).split(',')) {
      const [inner, outer = inner] = entry
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (inner) names.set(outer!, inner);
    }
    return { target, names };
  });
}

/** Where a name exported by `file` is declared, and how many re-export hops it took; null past MAX_HOPS. */
function homeOf(name: string, file = INDEX, hops = 0): { home: string; hops: number } | null {
  if (declares(file, name)) return { home: path.relative(SRC, file), hops };
  if (hops === MAX_HOPS) return null;
  for (const { target, names } of reExports(file)) {
    const inner = names === '*' ? name : names.get(name);
    if (inner === undefined) continue;
    const found = homeOf(inner, target, hops + 1);
    if (found) return found;
  }
  return null;
}

const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.join(SRC, f));

// Each sentence of the spec, the names that state its rule, and their home.
const SENTENCES: ReadonlyArray<[sentence: string, names: readonly string[], home: string]> = [
  ['the page title falls back to the agency name (§1)', ['pageTitle'], 'agency-status.ts'],
  ['Wholesale Rate and Agency Markup show only to an unrestricted travel agent (§5, §6)', ['priceRowsFor'], 'deals/deal-display.ts'],
  ['…the one predicate of who sees them', ['seesAgentPrices'], 'pricing.ts'],
  ['a booking range is at most 60 days (§9)', ['MAX_BOOKING_RANGE_DAYS', 'BOOKING_RANGE_RULE', 'capRange'], 'booking-range.ts'],
  ['disallowSameDayBooking shifts the earliest day (§3)', ['SAME_DAY_RULE', 'earliestSearchDate'], 'same-day.ts'],
  ['a SalesAgent sees the Markup, Website, Payment and Product settings disabled (§6)', ['SALES_AGENT_DISABLED', 'sideNavEntries'], 'navigation/side-nav.ts'],
  [
    'a stored checkout URL younger than 30 minutes is restored after signup (§4, §9)',
    ['CHECKOUT_REDIRECT_VALIDITY_MS', 'afterSignupTarget'],
    'navigation/signup-redirect.ts',
  ],
  ['the theme’s foreground is black above brightness 127.5, else white (§9)', ['themeColors', 'BRIGHTNESS_THRESHOLD'], 'theme.ts'],
  ['infants are under 2 and ride on an adult’s lap (§3)', ['INFANT_UNDER_YEARS', 'flightPartyIssues'], 'booking/passengers.ts'],
  ['the refund of a cancelled booking follows its cancellation terms', ['refundFor'], 'booking/refund.ts'],
];

describe('the spec’s sentences, walked from the index', () => {
  it.each(SENTENCES)('%s: %j in %s', (_sentence, names, home) => {
    for (const name of names) {
      const found = homeOf(name);
      expect(found, `${name} is not reached from index.ts within ${MAX_HOPS} hops`).not.toBeNull();
      expect(found!.home).toBe(home);
      expect(found!.hops).toBeLessThanOrEqual(MAX_HOPS);
      // One home: no other module of the package declares the name.
      expect(modules.filter((file) => declares(file, name)).map((file) => path.relative(SRC, file))).toEqual([home]);
    }
  });

  it('stops at two hops and follows named re-exports', () => {
    expect(homeOf('pageTitle')).toEqual({ home: 'agency-status.ts', hops: 1 });
    expect(homeOf('priceRowsFor')).toEqual({ home: 'deals/deal-display.ts', hops: 2 });
    expect(homeOf('SearchPlace', path.join(SRC, 'search/index.ts'))).toEqual({ home: 'search/query-params.ts', hops: 1 });
    expect(homeOf('noSuchRule')).toBeNull();
  });
});
