import type { PublicAgency } from '@tripfront/domain/agency';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { agencyQueryOptions } from '../features/agency/index.ts';
import { currentUserQueryOptions } from '../features/auth/index.ts';
import type { SessionUser } from '../lib/bootstrap.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { makeAgency } from './factories.ts';

export interface RenderOptions {
  agency?: PublicAgency;
  user?: SessionUser | null;
  /** Initial URL. */
  path?: string;
  /** Routes; by default `ui` renders on every path. */
  routes?: RouteObject[];
  onBackgroundError?: (key: string) => void;
  /** The test uses vi.useFakeTimers(); user-event then advances them. */
  fakeTimers?: boolean;
}

/** Renders with a seeded query client (agency, user) and a memory router. */
export function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  const agency = options.agency ?? makeAgency();
  const queryClient = createQueryClient(options.onBackgroundError);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(agencyQueryOptions().queryKey, agency);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, options.user ?? null);
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user, agency };
}
