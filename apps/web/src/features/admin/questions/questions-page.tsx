import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { useQuestions } from '../api/list-questions';
import { useQuestionAction, type QuestionAction } from '../api/question-actions';
import { ActionMessage, type Message } from '../shell/action-message';
import { QuestionFilters } from './question-filters';
import { QuestionRow } from './question-row';
import { useQuestionFilters } from './use-question-filters';
import './questions-page.css';

const DONE_KEYS = {
  duplicate: 'questions.duplicated',
  retire: 'questions.retiredDone',
  restore: 'questions.restoredDone',
} as const;

/** /admin/questions: the bank, searched and filtered, a page at a time. */
export default function QuestionsPage() {
  const { t } = useTranslation('admin');
  const filters = useQuestionFilters();
  const questions = useQuestions(filters.query);
  const action = useQuestionAction();
  const [message, setMessage] = useState<Message | null>(null);

  const run = (id: number, kind: QuestionAction) => {
    setMessage(null);
    action.mutate(
      { id, action: kind },
      {
        onSuccess: (question) =>
          setMessage({
            tone: 'success',
            key: DONE_KEYS[kind],
            values: { id: question.id },
            link: kind === 'duplicate' ? `/admin/questions/${question.id}` : undefined,
          }),
        onError: (error) => setMessage({ tone: 'danger', error }),
      },
    );
  };

  const page = questions.data;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('questions.title')}</h1>
        <Link to="/admin/questions/new" className="btn btn-primary">
          {t('questions.new')}
        </Link>
      </div>
      <QuestionFilters filters={filters} />
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      {questions.isPending ? (
        <PageLoading />
      ) : questions.isError ? (
        <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t('questions.empty')}>
          <p className="mb-2">{t('questions.emptyText')}</p>
          {filters.active && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={filters.clear}
            >
              {t('questions.clear')}
            </button>
          )}
        </EmptyState>
      ) : (
        page && (
          <>
            <p className="small text-body-secondary mb-2" aria-live="polite">
              {t('questions.count', { count: page.total })}
            </p>
            <ul className="list-group question-list" aria-busy={questions.isFetching}>
              {page.items.map((question) => (
                <QuestionRow
                  key={question.id}
                  question={question}
                  busy={action.isPending}
                  onAction={(kind) => run(question.id, kind)}
                />
              ))}
            </ul>
            <Pager
              page={page.page}
              totalPages={Math.max(1, Math.ceil(page.total / page.pageSize))}
              onChange={filters.setPage}
              label={t('questions.pages')}
            />
          </>
        )
      )}
    </>
  );
}
