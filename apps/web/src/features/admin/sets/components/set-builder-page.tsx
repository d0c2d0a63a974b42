import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useSet } from '../api/get-set';
import { useExams } from '../../exams/api/list-exams';
import { SetForm } from './set-form';
import { emptySet, fromSet } from '../utils/set-form-values';
import './set-builder-page.css';

/** /admin/sets/new?examId=… and /admin/sets/:id. */
export default function SetBuilderPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const examParam = Number(params.get('examId'));
  const set = useSet(id);
  const exams = useExams();
  const created = (location.state as { created?: unknown } | null)?.created;
  // The message is shown once: a reload of the page does not say it again.
  useEffect(() => {
    if (created !== undefined) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [created, navigate, location.pathname, location.search]);

  const saved = (result: TSetDetail, isNew: boolean) => {
    if (isNew)
      void navigate(`/admin/sets/${result.id}`, { replace: true, state: { created: true } });
  };

  const loading = (id !== null && set.isPending) || exams.isPending;
  return (
    <div className="set-builder">
      <Link
        to={set.data ? `/admin/exams?exam=${set.data.examId}` : '/admin/exams'}
        className="small"
      >
        ← {t('sets.back')}
      </Link>
      <h1 className="h3 mt-2 mb-3">
        {set.data ? t('sets.editTitle', { name: set.data.nameEn }) : t('sets.newTitle')}
      </h1>
      {loading ? (
        <PageLoading />
      ) : id !== null && set.isError ? (
        <ErrorState
          error={set.error}
          title={t('sets.notFound')}
          onRetry={() => void set.refetch()}
        />
      ) : exams.isError ? (
        <ErrorState error={exams.error} onRetry={() => void exams.refetch()} />
      ) : (
        <SetForm
          key={id ?? 'new'}
          set={set.data ?? null}
          initial={
            set.data
              ? fromSet(set.data).values
              : emptySet(Number.isInteger(examParam) && examParam > 0 ? examParam : null)
          }
          exams={exams.data ?? []}
          onSaved={saved}
          justCreated={created === true}
        />
      )}
    </div>
  );
}
