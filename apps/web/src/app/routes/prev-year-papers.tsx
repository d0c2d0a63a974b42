import { PrevYearPapersView } from '@/features/catalogue/components/prev-year-papers-view';

/** /testSeries/ (caseSensitive; /testseries/ is the test series grid). */
export function PrevYearPapersRoute() {
  return <PrevYearPapersView />;
}

export default PrevYearPapersRoute;
