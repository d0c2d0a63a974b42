import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useSets } from '../../sets/api/list-sets';

/** The sets of one exam, published or not, each opening the set builder. */
export function ExamSets({ examId }: { examId: number }) {
  const { t } = useTranslation('admin');
  const sets = useSets({ examId, page: 1, pageSize: 100 });
  return (
    <section className="card mt-3" aria-labelledby="exam-sets-title">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 id="exam-sets-title" className="h6 mb-0">
          {t('exams.sets')}
        </h2>
        <Link to={`/admin/sets/new?examId=${examId}`} className="btn btn-sm btn-primary">
          {t('exams.newSet')}
        </Link>
      </div>
      {sets.isPending ? (
        <PageLoading />
      ) : sets.isError ? (
        <div className="p-2">
          <ErrorState error={sets.error} onRetry={() => void sets.refetch()} />
        </div>
      ) : sets.data.items.length === 0 ? (
        <p className="p-3 mb-0 text-body-secondary">{t('exams.noSets')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {sets.data.items.map((set) => (
            <li key={set.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <Link to={`/admin/sets/${set.id}`} className="fw-semibold me-auto">
                {set.nameEn}
              </Link>
              <span className="badge text-bg-light border">{t(`setTypes.${set.setTypeId}`)}</span>
              <span className="small text-body-secondary">
                {t('exams.questions', { count: set.totalQuestion })}
              </span>
              <span className={`badge ${set.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {set.active ? t('exams.published') : t('exams.draft')}
              </span>
              {set.active && (
                <span
                  className={`badge ${set.audience === 'scheduled' ? 'text-bg-warning' : 'text-bg-info'}`}
                >
                  {t(`exams.audience.${set.audience}`)}
                </span>
              )}
              <Link
                to={`/admin/results?setId=${set.id}`}
                className="btn btn-sm btn-outline-secondary"
              >
                {t('exams.results')}
              </Link>
              <Link
                to={`/admin/sets/${set.id}/live`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('live.openTitle', { name: set.nameEn })}
              >
                {t('live.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
