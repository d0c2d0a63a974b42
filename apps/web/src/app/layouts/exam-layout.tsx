import { AuthDialogHost } from '../guard/auth-dialog-host';
import { LanguageToggle } from './language-toggle';
import { RouteOutlet } from './route-outlet';

/**
 * The exam panel's own screen, as at a test centre (SPEC groups /exampanel apart): no site header,
 * side menu, search or category chips to wander off through; the panel brings its own header.
 * Only the interface language stays at hand (English / हिन्दी).
 */
export function ExamLayout() {
  return (
    <>
      <div className="container-fluid px-2 px-md-3 pt-1 d-flex justify-content-end">
        <LanguageToggle />
      </div>
      <main id="main" tabIndex={-1} className="exam-layout container-fluid px-2 px-md-3 pb-2 pt-1">
        <RouteOutlet />
      </main>
      <AuthDialogHost />
    </>
  );
}
