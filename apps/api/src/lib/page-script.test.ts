import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT } from './html.ts';

/** Runs the page's inline script on a page at `search`, with session storage holding `kept`. */
function runOn(search: string, kept: Record<string, string> = {}): Record<string, string> {
  const session = { ...kept };
  const context = {
    location: { search },
    URLSearchParams,
    RegExp,
    localStorage: { getItem: () => null },
    sessionStorage: { setItem: (key: string, value: string) => (session[key] = value) },
    document: { documentElement: { lang: 'en', setAttribute: () => undefined }, getElementById: () => null, readyState: 'loading' },
    addEventListener: () => undefined,
    setTimeout: () => 0,
    requestAnimationFrame: () => 0,
  };
  vm.runInNewContext(PAGE_SCRIPT, context);
  return session;
}

describe("the page script keeps a deal link's code (decision 0118)", () => {
  it('keeps the code of the address at once, in upper case', () => {
    expect(runOn('?destination=Paris&dealLinkId=ab23cd45')).toEqual({ dealLinkId: 'AB23CD45' });
  });

  it('keeps no address value that is not a code, and leaves a kept code as it was', () => {
    expect(runOn('?dealLinkId=nope', { dealLinkId: 'AB23CD45' })).toEqual({ dealLinkId: 'AB23CD45' });
    expect(runOn('?q=1')).toEqual({});
  });
});
