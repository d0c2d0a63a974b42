import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** From a set's results to its live page and its question statistics. */
export function ResultsLinks({ setId }: { setId: number }) {
  const { t } = useTranslation('admin');
  return (
    <p className="mb-3 d-flex flex-wrap gap-2">
      <Link to={`/admin/sets/${setId}/live`} className="btn btn-sm btn-outline-secondary">
        {t('live.title')}
      </Link>
      <Link to={`/admin/sets/${setId}/question-stats`} className="btn btn-sm btn-outline-primary">
        {t('questionStats.link')}
      </Link>
    </p>
  );
}
