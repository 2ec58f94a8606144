import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { failedScriptOf, remoteRoute, ScriptLoadError } from './remote-parts.ts';

// Spec §8 "Script load failure": the error names the missing or timed-out script; the page says
// 'Failed to load remote component.' (router.test.tsx has the page's part of it).

function openPart(load: () => Promise<never>, timeoutMs?: number) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', lazy: remoteRoute('hotel', load, timeoutMs) }]);
  render(<RouterProvider router={router} />);
  return warn;
}

const loggedError = (warn: ReturnType<typeof vi.spyOn>) => warn.mock.calls.at(-1)?.[1];

describe('script load failures', () => {
  it("logs a 'missing' error naming the script the browser could not fetch", async () => {
    const url = 'http://sunrise.localhost:3000/assets/hotel-pages-1a2b3c.js';
    const warn = openPart(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)));
    expect(await screen.findByRole('heading', { name: 'Failed to load remote component.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    const error = loggedError(warn);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ type: 'missing', part: 'hotel', request: url, message: `Loading chunk hotel failed.\n(missing: ${url})` });
  });

  it("logs a 'timeout' error naming the part when its script does not arrive in time", async () => {
    const warn = openPart(() => new Promise<never>(() => {}), 20);
    expect(await screen.findByRole('heading', { name: 'Failed to load remote component.' })).toBeInTheDocument();
    expect(loggedError(warn)).toMatchObject({ name: 'ScriptLoadError', type: 'timeout', part: 'hotel', request: 'hotel' });
  });

  it("names the part when the browser's error names no script (Safari)", async () => {
    const warn = openPart(() => Promise.reject(new TypeError('Importing a module script failed.')));
    await screen.findByRole('heading', { name: 'Failed to load remote component.' });
    expect(loggedError(warn)).toMatchObject({ type: 'missing', request: 'hotel', message: 'Loading chunk hotel failed.\n(missing: hotel)' });
  });

  it.each([
    ['Failed to fetch dynamically imported module: https://x.example/assets/a-1.js', 'https://x.example/assets/a-1.js'],
    ['error loading dynamically imported module: http://localhost:3000/assets/flight-pages-9z.js?v=2', 'http://localhost:3000/assets/flight-pages-9z.js?v=2'],
    ['Unable to preload CSS for /assets/hotels-77.css', '/assets/hotels-77.css'],
    ['Importing a module script failed.', null],
  ])('finds the script in %j', (message, script) => {
    expect(failedScriptOf(new TypeError(message))).toBe(script);
  });
});
