import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionAction } from '../api/question-actions';
import { QuestionExcerpt } from '../../components/question-excerpt';

interface QuestionRowProps {
  question: TQuestionSummary;
  busy: boolean;
  onAction: (action: QuestionAction) => void;
}

/** One bank question in the list: its words, what it is, and what can be done with it. */
export function QuestionRow({ question, busy, onAction }: QuestionRowProps) {
  const { t } = useTranslation('admin');
  const q = question;
  return (
    <li className="list-group-item question-row">
      <div className="d-flex flex-column flex-md-row gap-2 justify-content-between">
        <div className="min-w-0">
          <Link to={`/admin/questions/${q.id}`} className="question-row-text text-body">
            <span className="text-body-secondary me-1">#{q.id}</span>
            <QuestionExcerpt html={q.textEn} />
          </Link>
          <div className="d-flex flex-wrap gap-1 mt-1 small">
            <span className="badge text-bg-primary">{t(`types.${q.type}`)}</span>
            <span className={`badge ${q.hindiComplete ? 'text-bg-success' : 'text-bg-warning'}`}>
              {t('questions.hindi')}: {q.hindiComplete ? t('questions.yes') : t('questions.no')}
            </span>
            {q.usedInSets > 0 && (
              <span className="badge text-bg-info">
                {t('questions.sets', { count: q.usedInSets })}
              </span>
            )}
            {q.retired && <span className="badge text-bg-secondary">{t('questions.retired')}</span>}
            {!q.editable && (
              <span className="badge text-bg-light border">{t('questions.shared')}</span>
            )}
            {q.tags.map((tag) => (
              <span key={tag} className="badge rounded-pill text-bg-light border">
                {tag}
              </span>
            ))}
          </div>
        </div>
        <div
          className="btn-group btn-group-sm align-self-md-center flex-shrink-0"
          role="group"
          aria-label={t('questions.actionsFor', { id: q.id })}
        >
          <Link className="btn btn-outline-primary" to={`/admin/questions/${q.id}`}>
            {q.editable ? t('questions.edit') : t('questions.view')}
          </Link>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => onAction('duplicate')}
          >
            {t('questions.duplicate')}
          </button>
          {q.editable && (
            <button
              type="button"
              className={`btn ${q.retired ? 'btn-outline-success' : 'btn-outline-danger'}`}
              disabled={busy}
              onClick={() => onAction(q.retired ? 'restore' : 'retire')}
            >
              {q.retired ? t('questions.restore') : t('questions.retire')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
