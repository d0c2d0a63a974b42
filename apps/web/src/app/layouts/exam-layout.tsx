import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoading } from '@/components/ui/page-loading';
import { AuthDialogHost } from '../guard/auth-dialog-host';
import { RouteError } from '../routes/route-error';
import { LanguageToggle } from './language-toggle';

/**
 * The exam panel's own screen, as at a test centre (SPEC groups /exampanel apart): no site header,
 * side menu, search or category chips to wander off through; the panel brings its own header.
 * Only the interface language stays at hand (English / हिन्दी).
 */
export function ExamLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <div className="container-fluid px-2 px-md-3 pt-1 d-flex justify-content-end">
        <LanguageToggle />
      </div>
      <main id="main" tabIndex={-1} className="exam-layout container-fluid px-2 px-md-3 pb-2 pt-1">
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
