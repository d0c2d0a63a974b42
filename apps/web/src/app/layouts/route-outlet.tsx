import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoading } from '@/components/ui/page-loading';
import { RouteError } from '../routes/route-error';

/**
 * The route's screen inside a layout: a failing screen shows a message inside the chrome, and the
 * next page starts afresh.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteError />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
