import type { TOutcome, TResultReview, TReviewQuestion } from '@exam/contracts/results/entities';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import type { AttemptRef } from '../api/get-result';
import { useResultReview } from '../api/get-result-review';

/** What the review dialog shows: one section's questions, all of them, or the answer key. */
export type ReviewMode =
  { kind: 'section'; sectionId: number; title: string } | { kind: 'all' } | { kind: 'key' };

const OUTCOME_CLASS: Record<TOutcome, string> = {
  Correct: 'text-bg-success',
  Incorrect: 'text-bg-danger',
  Skipped: 'text-bg-secondary',
  Partial: 'text-bg-warning',
};
const OUTCOME_KEY: Record<TOutcome, string> = {
  Correct: 'result.correct',
  Incorrect: 'result.incorrect',
  Skipped: 'result.skipped',
  Partial: 'result.partial',
};

function ReviewQuestion({ q, sectionName }: { q: TReviewQuestion; sectionName: string }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const solution = pick(q.questionSolutionTextEn ?? '', q.questionSolutionTextHi);
  return (
    <article className="review-question border rounded p-3 mb-3" data-testid="review-question">
      <header className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h3 className="h6 mb-0">{t('result.questionShort', { n: q.questionNo })}</h3>
        <span className="small text-body-secondary">{sectionName}</span>
        <span className={`badge ${OUTCOME_CLASS[q.outcome]}`}>{t(OUTCOME_KEY[q.outcome])}</span>
      </header>
      <RichContent html={pick(q.questionTextEn, q.questionTextHi)} className="mb-2" />
      <ul className="list-unstyled mb-2">
        {q.options.map((o) => {
          const isKey = o.optionId === q.answerId;
          const isMine = o.optionId === q.selectedAnswerId;
          const tone = isKey
            ? 'border-success bg-success-subtle'
            : isMine
              ? 'border-danger bg-danger-subtle'
              : '';
          return (
            <li key={o.optionId} className={`border rounded px-2 py-1 mb-1 ${tone}`}>
              <span className="fw-semibold me-2">{o.optionCap}.</span>
              <RichContent inline html={pick(o.optionTextEn, o.optionTextHi)} />
              {isMine && (
                <span className={`badge ms-2 ${isKey ? 'text-bg-success' : 'text-bg-danger'}`}>
                  {t('result.yourAnswer')}
                </span>
              )}
              {isKey && (
                <span className="badge ms-2 text-bg-success">{t('result.correctAnswer')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {q.selectedAnswerId === 0 && (
        <p className="small text-body-secondary mb-1">
          {t('result.yourAnswer')}: {t('result.notAnswered')}
        </p>
      )}
      {q.answerId == null && <p className="small text-body-secondary mb-1">{t('result.noKey')}</p>}
      <div className="bg-body-tertiary rounded p-2 small">
        <p className="fw-semibold mb-1">{t('result.solution')}</p>
        {solution ? (
          <RichContent html={solution} />
        ) : (
          <p className="mb-0">{t('result.noSolution')}</p>
        )}
      </div>
    </article>
  );
}

function AnswerKey({ review }: { review: TResultReview }) {
  const { t } = useTranslation();
  const capOf = (q: TReviewQuestion, id: number | null | undefined) =>
    q.options.find((o) => o.optionId === id)?.optionCap ?? '—';
  return (
    <table className="table table-sm" data-testid="answer-key">
      <thead>
        <tr>
          <th scope="col">{t('result.question')}</th>
          <th scope="col">{t('result.keyShort')}</th>
          <th scope="col">{t('result.yourAnswerShort')}</th>
          <th scope="col">{t('result.status')}</th>
        </tr>
      </thead>
      <tbody>
        {review.questions.map((q) => (
          <tr key={q.questionId}>
            <th scope="row">{q.questionNo}</th>
            <td>{capOf(q, q.answerId)}</td>
            <td>{q.selectedAnswerId ? capOf(q, q.selectedAnswerId) : '—'}</td>
            <td>
              <span className={`badge ${OUTCOME_CLASS[q.outcome]}`}>
                {t(OUTCOME_KEY[q.outcome])}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The questions with the student's answer, the key and the solution (or the key as a table). */
export function ReviewModal({
  attempt,
  mode,
  onHide,
}: {
  attempt: AttemptRef;
  mode: ReviewMode | null;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const review = useResultReview(attempt, mode !== null);
  const title =
    mode?.kind === 'section'
      ? t('result.reviewTitle', { name: mode.title })
      : mode?.kind === 'key'
        ? t('result.answerKeyTitle')
        : t('result.reviewAllTitle');
  const sectionName = new Map(
    (review.data?.sections ?? []).map((s) => [s.sectionId, pick(s.sectionName, s.sectionNameHi)]),
  );
  const questions = (review.data?.questions ?? []).filter(
    (q) => mode?.kind !== 'section' || q.sectionId === mode.sectionId,
  );
  return (
    <Modal show={mode !== null} onHide={onHide} size="lg" scrollable aria-labelledby="review-title">
      <Modal.Header closeButton closeLabel={t('result.close')}>
        <Modal.Title id="review-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {review.isPending ? (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('result.reviewLoading')}
          </p>
        ) : review.isError ? (
          <ErrorState error={review.error} onRetry={() => void review.refetch()} />
        ) : mode?.kind === 'key' ? (
          <AnswerKey review={review.data} />
        ) : (
          questions.map((q) => (
            <ReviewQuestion
              key={q.questionId}
              q={q}
              sectionName={sectionName.get(q.sectionId) ?? ''}
            />
          ))
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          {t('result.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
