import { useSearchParams } from 'react-router';
import { TestSeriesView } from '@/features/catalogue/components/test-series-view';
import { parseId } from '@/lib/parse-id';

/** /testseries/?page=N (1-based in the URL). */
export function TestSeriesRoute() {
  const [params, setParams] = useSearchParams();
  const page = parseId(params.get('page')) ?? 1;
  return (
    <TestSeriesView
      page={page}
      onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
    />
  );
}

export default TestSeriesRoute;
