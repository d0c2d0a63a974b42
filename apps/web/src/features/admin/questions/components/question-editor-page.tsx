import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useCategories } from '../../exams/api/list-categories';
import { useQuestion } from '../api/get-question';
import { QuestionForm } from './question-form';
import { UsedInSets } from './used-in-sets';
import './question-editor-page.css';

/** /admin/questions/new and /admin/questions/:id. */
export default function QuestionEditorPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const question = useQuestion(id);
  const categories = useCategories();
  const location = useLocation();
  // A question just created arrives here from /admin/questions/new with its number.
  const created = (location.state as { created?: unknown } | null)?.created;
  // The message is shown once: a reload of the page does not say it again.
  useEffect(() => {
    if (created !== undefined) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [created, navigate, location.pathname, location.search]);

  const saved = (result: TQuestionDetail, created: boolean) => {
    if (created)
      void navigate(`/admin/questions/${result.id}`, {
        replace: true,
        state: { created: result.id },
      });
  };

  const heading = id === null ? t('editor.newTitle') : t('editor.editTitle', { id });
  const loading = (id !== null && question.isPending) || categories.isPending;
  return (
    <div className="question-editor">
      <Link to="/admin/questions" className="small">
        ← {t('editor.back')}
      </Link>
      <h1 className="h3 mt-2 mb-3">
        {heading}
        {question.data && (
          <span className="badge text-bg-light border ms-2 align-middle fs-6">
            {t('editor.versions', { version: question.data.currentVersion })}
          </span>
        )}
      </h1>
      {loading ? (
        <PageLoading />
      ) : id !== null && question.isError ? (
        <ErrorState
          error={question.error}
          title={t('editor.notFound')}
          onRetry={() => void question.refetch()}
        />
      ) : (
        <>
          {question.data?.solutionReview && (
            <div className="alert alert-warning" role="status" data-testid="solution-review">
              <p className="fw-semibold mb-1">{t('editor.solutionReview')}</p>
              <p className="small mb-0">{question.data.solutionReview}</p>
            </div>
          )}
          {question.data && <UsedInSets uses={question.data.usedIn} />}
          <QuestionForm
            key={id ?? 'new'}
            question={question.data ?? null}
            categories={categories.data ?? []}
            onSaved={saved}
            justCreated={typeof created === 'number' ? created : undefined}
          />
        </>
      )}
    </div>
  );
}
