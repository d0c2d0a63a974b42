import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSet } from '../../sets/api/get-set';
import { ByPlaceView } from './by-place-view';
import { ResultsLinks } from './results-links';
import { SetResultsView } from './set-results-view';
import { useResultsView } from '../hooks/use-results-query';
import './results-page.css';

/** /admin/sets/:id/results: the table of a set's results, or its comparison by place. */
export default function SetResultsPage() {
  const { t } = useTranslation('admin');
  const { pick } = useUiLanguage();
  const setId = Number(useParams().id);
  const { view, setView } = useResultsView();
  const set = useSet(setId);
  const tab = (name: 'table' | 'place') => (
    <li className="nav-item" role="presentation">
      <button
        type="button"
        role="tab"
        id={`results-tab-${name}`}
        aria-selected={view === name}
        aria-controls={`results-panel-${name}`}
        className={`nav-link${view === name ? ' active' : ''}`}
        onClick={() => setView(name)}
      >
        {t(`setResults.tab.${name}`)}
      </button>
    </li>
  );
  return (
    <>
      <nav aria-label={t('setResults.back')} className="mb-2 small">
        <Link to="/admin/results">← {t('results.title')}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <h1 className="h3 mb-3">
          {t('setResults.title', {
            name: set.data ? pick(set.data.nameEn, set.data.nameHi) : `#${setId}`,
          })}
        </h1>
        <ResultsLinks setId={setId} />
      </div>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {tab('table')}
        {tab('place')}
      </ul>
      <div role="tabpanel" id={`results-panel-${view}`} aria-labelledby={`results-tab-${view}`}>
        {view === 'place' ? <ByPlaceView setId={setId} /> : <SetResultsView setId={setId} />}
      </div>
    </>
  );
}
