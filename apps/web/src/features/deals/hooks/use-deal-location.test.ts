import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDealLocation, GEOLOCATION_GRACE_MS, useDealLocation } from './use-deal-location.ts';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

/** A browser geolocation whose answer the test gives (or never gives). */
function stubGeolocation() {
  const calls: Array<{ success: Success; failure: () => void }> = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (success: Success, failure: () => void) => calls.push({ success, failure }) },
  });
  return calls;
}

const NEW_YORK = { latitude: 40.7128, longitude: -74.006, countryCode: 'US' };

beforeEach(() => {
  forgetDealLocation();
  vi.useFakeTimers();
});
afterEach(() => forgetDealLocation());

describe('useDealLocation', () => {
  it('without geolocation searches around the agency country at once', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useDealLocation('US'));
    expect(result.current).toEqual(NEW_YORK);
  });

  it('uses the position the browser gives, rounded', () => {
    const calls = stubGeolocation();
    const { result } = renderHook(() => useDealLocation('SE'));
    expect(result.current).toBeNull();
    act(() => calls[0]!.success({ coords: { latitude: 48.85837, longitude: 2.29448 } }));
    expect(result.current).toEqual({ latitude: 48.86, longitude: 2.29, countryCode: 'SE' });
  });

  it('falls back when the visitor refuses, and remembers the answer for the next mount', () => {
    const calls = stubGeolocation();
    const first = renderHook(() => useDealLocation('US'));
    act(() => calls[0]!.failure());
    expect(first.result.current).toEqual(NEW_YORK);
    first.unmount();

    const second = renderHook(() => useDealLocation('US'));
    expect(second.result.current).toEqual(NEW_YORK);
    expect(calls).toHaveLength(1);
  });

  it('waits at most the grace period, then moves to a position granted later', () => {
    const calls = stubGeolocation();
    const { result } = renderHook(() => useDealLocation('DE'));
    act(() => vi.advanceTimersByTime(GEOLOCATION_GRACE_MS - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ latitude: 52.52, longitude: 13.405, countryCode: 'DE' });
    act(() => calls[0]!.success({ coords: { latitude: 53.55, longitude: 9.99 } }));
    expect(result.current).toEqual({ latitude: 53.55, longitude: 9.99, countryCode: 'DE' });
  });
});
