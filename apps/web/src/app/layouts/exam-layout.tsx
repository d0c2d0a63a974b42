import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoading } from '@/components/ui/page-loading';
import { AuthDialogHost } from '../guard/auth-dialog-host';
import { RouteError } from '../routes/route-error';

/**
 * The exam panel's own screen, as at a test centre (SPEC groups /exampanel apart): no site header,
 * side menu, search or category chips to wander off through; the panel brings its own header.
 */
export function ExamLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <main id="main" tabIndex={-1} className="exam-layout container-fluid px-2 px-md-3 py-2">
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <AuthDialogHost />
    </>
  );
}
