import { ZListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton, ListStates } from '@/components/ui/data-table/list-states';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { useQuestions } from '../api/list-questions';
import { useQuestionAction, type QuestionAction } from '../api/question-actions';
import { ActionMessage, type Message } from '../../shell/components/action-message';
import { QUESTION_FILTERS, QuestionFilters } from './question-filters';
import { QuestionRow } from './question-row';
import './questions-page.css';

const DONE_KEYS = {
  duplicate: 'questions.duplicated',
  retire: 'questions.retiredDone',
  restore: 'questions.restoredDone',
} as const;

/** /admin/questions: the bank, searched and filtered, a page at a time. */
export default function QuestionsPage() {
  const { t } = useTranslation('admin');
  const list = useListState(ZListQuestionsQuery);
  const questions = useQuestions(list.state);
  const filtered = list.isFiltered(QUESTION_FILTERS);
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
      <QuestionFilters
        idPrefix="filter"
        values={list.state}
        onChange={list.setFilter}
        searchLabel={t('questions.search')}
      />
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <ListStates
        query={questions}
        isEmpty={page?.items.length === 0}
        empty={
          <EmptyState title={t('questions.empty')}>
            <p className="mb-2">{t('questions.emptyText')}</p>
            {filtered && (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => list.clear()}
              >
                {t('questions.clear')}
              </button>
            )}
          </EmptyState>
        }
        skeleton={<ListSkeleton />}
        paging={page && { ...page, onChange: list.setPage, label: t('questions.pages') }}
      >
        <p className="small text-body-secondary mb-2" aria-live="polite">
          {t('questions.count', { count: page?.total ?? 0 })}
        </p>
        <ul className="list-group question-list">
          {page?.items.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              busy={action.isPending}
              onAction={(kind) => run(question.id, kind)}
            />
          ))}
        </ul>
      </ListStates>
    </>
  );
}
