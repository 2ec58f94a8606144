import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A viewport whose width the test sets; media queries answer and fire 'change' as a browser's do. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { min: number; matches: boolean; listeners: Set<() => void> }[] = [];
  const matchMedia = (query: string) => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
    const entry = { min, matches: width >= min, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return width >= min;
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    matchMedia,
    resize(to: number) {
      width = to;
      for (const entry of lists) {
        const matches = width >= entry.min;
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener();
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('useCardsPerView', () => {
  it('shows 4, 2 or 1 cards by viewport width and follows resizes across the breakpoints', async () => {
    const viewport = fakeViewport(1280);
    vi.stubGlobal('matchMedia', viewport.matchMedia);
    const { useCardsPerView } = await import('./use-cards-per-view.ts');
    const { result } = renderHook(() => useCardsPerView());
    expect(result.current).toBe(4);
    act(() => viewport.resize(800));
    expect(result.current).toBe(2);
    act(() => viewport.resize(375));
    expect(result.current).toBe(1);
    act(() => viewport.resize(1024));
    expect(result.current).toBe(4);
  });

  it('answers from media queries, without reading the layout-dependent window width', async () => {
    vi.stubGlobal('matchMedia', fakeViewport(700).matchMedia);
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    const { useCardsPerView } = await import('./use-cards-per-view.ts');
    const { result } = renderHook(() => useCardsPerView());
    expect(result.current).toBe(2);
    expect(innerWidth).not.toHaveBeenCalled();
  });
});
