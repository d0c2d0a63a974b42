import '@/styles/bootstrap/list-group.scss';
import { useSearchParams } from 'react-router';
import { SearchResultsView } from '@/features/search/components/search-results-view';

/** /search?q=… */
export function SearchRoute() {
  const [params] = useSearchParams();
  return <SearchResultsView query={params.get('q') ?? ''} />;
}

export default SearchRoute;
