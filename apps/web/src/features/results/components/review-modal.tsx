import type { TResultReview, TReviewQuestion } from '@exam/contracts/results/entities';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { AcceptedNumber } from '@/components/ui/answer-input/numeric-answer-input';
import { AcceptedTexts } from '@/components/ui/answer-input/text-answer-input';
import { QuestionHint } from '@/components/ui/answer-input/question-hint';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import '@/components/ui/answer-input/i18n/translations';
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import {
  capsOf,
  chosenIds,
  hasKey,
  isAnswered,
  isTyped,
  keyIds,
  typedAnswer,
} from '../utils/review-answers';
import { OutcomeBadge } from './outcome-badge';

/** Marks with their sign: +4, −1, 0. */
const signed = (marks: number) =>
  marks > 0 ? `+${formatMarks(marks)}` : marks < 0 ? `−${formatMarks(-marks)}` : '0';

/** What the review dialog shows: one section's questions, all of them, or the answer key. */
export type ReviewMode =
  { kind: 'section'; sectionId: number; title: string } | { kind: 'all' } | { kind: 'key' };

/** Whose answers the review shows: the reader's own, or (in the staff console) a student's. */
type Reader = 'student' | 'staff';
const ANSWER_KEY: Record<Reader, { full: string; short: string }> = {
  student: { full: 'result.yourAnswer', short: 'result.yourAnswerShort' },
  staff: { full: 'result.studentAnswer', short: 'result.studentAnswerShort' },
};

function ReviewQuestion({
  q,
  sectionName,
  reader,
}: {
  q: TReviewQuestion;
  sectionName: string;
  reader: Reader;
}) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const solution = pick(q.questionSolutionTextEn ?? '', q.questionSolutionTextHi);
  const mine = chosenIds(q);
  const key = keyIds(q);
  const numerical = isTyped(q);
  return (
    <article className="review-question border rounded p-3 mb-3" data-testid="review-question">
      <header className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h3 className="h6 mb-0">{t('result.questionShort', { n: q.questionNo })}</h3>
        {q.seenAsNo !== undefined && (
          <span className="badge text-bg-light border" data-testid="seen-as">
            {t(reader === 'staff' ? 'result.seenAsStaff' : 'result.seenAs', { n: q.seenAsNo })}
          </span>
        )}
        <span className="small text-body-secondary">{sectionName}</span>
        <OutcomeBadge outcome={q.outcome} />
        {q.marksEarned !== undefined && q.maxMarks !== undefined && (
          <span className="small fw-semibold ms-auto" data-testid="review-marks">
            {t('answer.marksGot', {
              marks: signed(q.marksEarned),
              max: formatMarks(q.maxMarks),
            })}
          </span>
        )}
      </header>
      <RichContent html={pick(q.questionTextEn, q.questionTextHi)} className="mb-2" />
      {q.questionType === 'multiple' && (
        <div className="small">
          <QuestionHint question={q} />
        </div>
      )}
      {numerical ? (
        <dl className="review-numeric mb-2">
          <div>
            <dt>{t(ANSWER_KEY[reader].full)}</dt>
            <dd data-testid="review-your-number">
              {isAnswered(q) ? typedAnswer(q) : t('result.notAnswered')}
            </dd>
          </div>
          <div>
            <dt>{t('result.correctAnswer')}</dt>
            <dd className="text-success" data-testid="review-key">
              <TypedKey q={q} fallback={t('result.noKey')} />
            </dd>
          </div>
        </dl>
      ) : (
        <ul className="list-unstyled mb-2">
          {q.options.map((o) => {
            const isKey = key.includes(o.optionId);
            const isMine = mine.includes(o.optionId);
            const tone = isKey
              ? 'border-success bg-success-subtle'
              : isMine
                ? 'border-danger bg-danger-subtle'
                : '';
            return (
              <li key={o.optionId} className={`border rounded px-2 py-1 mb-1 ${tone}`}>
                <span className="fw-semibold me-1">{o.optionCap}.</span>{' '}
                <RichContent inline html={pick(o.optionTextEn, o.optionTextHi)} />
                {isMine && (
                  <span className={`badge ms-2 ${isKey ? 'text-bg-success' : 'text-bg-danger'}`}>
                    {t(ANSWER_KEY[reader].full)}
                  </span>
                )}
                {isKey && (
                  <span className="badge ms-2 text-bg-success">{t('result.correctAnswer')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!numerical && !isAnswered(q) && (
        <p className="small text-body-secondary mb-1">
          {t(ANSWER_KEY[reader].full)}: {t('result.notAnswered')}
        </p>
      )}
      {!numerical && !hasKey(q) && (
        <p className="small text-body-secondary mb-1">{t('result.noKey')}</p>
      )}
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

/** The key of a typed question: the accepted range, or the accepted texts. */
function TypedKey({ q, fallback }: { q: TReviewQuestion; fallback: string }) {
  if (q.questionType === 'short-answer')
    return q.textKey?.accepted.length ? <AcceptedTexts textKey={q.textKey} /> : <>{fallback}</>;
  return q.numericRange ? <AcceptedNumber range={q.numericRange} /> : <>{fallback}</>;
}

/** A typed answer (a number, a text), or option letters. */
function AnswerCell({ q, of }: { q: TReviewQuestion; of: 'key' | 'mine' }) {
  if (isTyped(q)) {
    if (of === 'mine') return <>{isAnswered(q) ? typedAnswer(q) : '—'}</>;
    return <TypedKey q={q} fallback="—" />;
  }
  return <>{capsOf(q, of === 'key' ? keyIds(q) : chosenIds(q))}</>;
}

function AnswerKey({ review, reader }: { review: TResultReview; reader: Reader }) {
  const { t } = useTranslation();
  return (
    <table className="table table-sm" data-testid="answer-key">
      <thead>
        <tr>
          <th scope="col">{t('result.question')}</th>
          <th scope="col">{t('result.keyShort')}</th>
          <th scope="col">{t(ANSWER_KEY[reader].short)}</th>
          <th scope="col">{t('result.status')}</th>
          <th scope="col" className="text-end">
            {t('result.marks')}
          </th>
        </tr>
      </thead>
      <tbody>
        {review.questions.map((q) => (
          <tr key={q.questionId}>
            <th scope="row">{q.questionNo}</th>
            <td>
              <AnswerCell q={q} of="key" />
            </td>
            <td>
              <AnswerCell q={q} of="mine" />
            </td>
            <td>
              <OutcomeBadge outcome={q.outcome} />
            </td>
            <td className="text-end">
              {q.marksEarned !== undefined ? signed(q.marksEarned) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The questions with the student's answer, the key and the solution (or the key as a table),
 * read-only. `review` is the student's own review call, or the staff console's for one attempt;
 * it is wanted only while the dialog is open.
 */
export function ReviewModal({
  review,
  mode,
  onHide,
  reader = 'student',
}: {
  review: UseQueryResult<TResultReview>;
  mode: ReviewMode | null;
  onHide: () => void;
  reader?: Reader;
}) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
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
        ) : (
          <>
            {review.data.questions.some((q) => q.seenAsNo !== undefined) && (
              <p className="alert alert-info py-2 small" data-testid="shuffled-note">
                {t('result.shuffledNote')}
              </p>
            )}
            {mode?.kind === 'key' ? (
              <AnswerKey review={review.data} reader={reader} />
            ) : (
              questions.map((q, i) => (
                <Fragment key={q.questionId}>
                  {questions[i - 1]?.groupId !== q.groupId && (
                    <QuestionGroupIntro
                      group={review.data.groups.find((g) => g.groupId === q.groupId)}
                      language={language}
                    />
                  )}
                  <ReviewQuestion
                    q={q}
                    sectionName={sectionName.get(q.sectionId) ?? ''}
                    reader={reader}
                  />
                </Fragment>
              ))
            )}
          </>
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
