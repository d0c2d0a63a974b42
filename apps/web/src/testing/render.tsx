import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';

/** Shows where the app navigated to, with the navigation state, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** The route pattern `ui` is rendered at, e.g. /exam/list/:categoryId. */
  path?: string;
  /** Navigation state of the first entry (e.g. { setData }). */
  state?: unknown;
  /** How long data stays fresh (the app's is minutes); 0, refetched on every mount, unless given. */
  staleTime?: number;
}

/** Renders UI inside a router and a fresh query cache (no retries), as the app does. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', state, staleTime = 0 }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Where the app is now (pathname + search) and its navigation state. */
export const currentLocation = (probe: HTMLElement) => ({
  path: probe.textContent,
  state: JSON.parse(probe.dataset.state ?? 'null') as unknown,
});
