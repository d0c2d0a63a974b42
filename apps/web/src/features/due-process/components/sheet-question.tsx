import type { TResponseSheetQuestion } from '@exam/contracts/results/response-sheet';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

const STATUS_TONE = { pending: 'secondary', accepted: 'success', rejected: 'danger' } as const;

function letters(q: TResponseSheetQuestion, ids: readonly number[]) {
  return q.options
    .filter((o) => ids.includes(o.optionId))
    .map((o) => o.optionCap)
    .join(', ');
}

/** What the candidate answered and what the provisional key says, as letters or text. */
function answers(q: TResponseSheetQuestion) {
  const type = q.questionType ?? 'single';
  if (type === 'numerical')
    return {
      mine: q.numericAnswer,
      key: q.numericRange
        ? q.numericRange.min === q.numericRange.max
          ? String(q.numericRange.min)
          : `${q.numericRange.min}–${q.numericRange.max}`
        : '',
    };
  if (type === 'short-answer')
    return { mine: q.textAnswer, key: (q.textKey?.accepted ?? []).join(' / ') };
  if (type === 'multiple')
    return { mine: letters(q, q.selectedAnswerIds ?? []), key: letters(q, q.answerIds ?? []) };
  return {
    mine: q.selectedAnswerId ? letters(q, [q.selectedAnswerId]) : '',
    key: q.answerId ? letters(q, [q.answerId]) : '',
  };
}

interface SheetQuestionProps {
  q: TResponseSheetQuestion;
  canChallenge: boolean;
  onChallenge: (q: TResponseSheetQuestion) => void;
}

/** One question of the response sheet: the text, options, the answer, the key and a challenge. */
export function SheetQuestion({ q, canChallenge, onChallenge }: SheetQuestionProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const { mine, key } = answers(q);
  const chosen = new Set([q.selectedAnswerId, ...(q.selectedAnswerIds ?? [])]);
  const keyed = new Set([q.answerId ?? 0, ...(q.answerIds ?? [])]);
  return (
    <article className="border rounded p-3 mb-3" data-testid="sheet-question">
      <header className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h2 className="h6 mb-0">{t('sheet.question', { n: q.questionNo })}</h2>
        {q.seenAsNo !== undefined && (
          <span className="badge text-bg-light border">{t('sheet.seenAs', { n: q.seenAsNo })}</span>
        )}
      </header>
      <RichContent html={pick(q.questionTextEn, q.questionTextHi)} className="mb-2" />
      {q.options.length > 0 && (
        <ul className="list-unstyled mb-2">
          {q.options.map((o) => (
            <li
              key={o.optionId}
              className={`border rounded px-2 py-1 mb-1 ${keyed.has(o.optionId) ? 'border-success bg-success-subtle' : ''}`}
            >
              <span className="fw-semibold me-1">{o.optionCap}.</span>{' '}
              <RichContent inline html={pick(o.optionTextEn, o.optionTextHi)} />
              {chosen.has(o.optionId) && (
                <span className="badge ms-2 text-bg-primary">{t('sheet.yourAnswer')}</span>
              )}
              {keyed.has(o.optionId) && (
                <span className="badge ms-2 text-bg-success">{t('sheet.provisionalKey')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="row small mb-2">
        <dt className="col-6 col-md-3">{t('sheet.yourAnswer')}</dt>
        <dd className="col-6 col-md-3 mb-1" data-testid="sheet-mine">
          {mine || t('sheet.notAnswered')}
        </dd>
        <dt className="col-6 col-md-3">{t('sheet.provisionalKey')}</dt>
        <dd className="col-6 col-md-3 mb-1" data-testid="sheet-key">
          {key || t('sheet.noKey')}
        </dd>
      </dl>
      {q.keyChange && (
        <p className="alert alert-warning py-1 px-2 small mb-2" data-testid="sheet-key-change">
          {q.keyChange.to === null
            ? t('sheet.dropped')
            : t('sheet.keyChanged', { from: q.keyChange.from, to: q.keyChange.to })}
        </p>
      )}
      {q.challenge && (
        <div className="border-start border-3 ps-2 small mb-2" data-testid="sheet-challenge">
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <strong>{t('sheet.yourChallenge')}</strong>
            <span className={`badge text-bg-${STATUS_TONE[q.challenge.status]}`}>
              {t(`sheet.status.${q.challenge.status}`)}
            </span>
            {q.challenge.imagePath && (
              <a href={q.challenge.imagePath} target="_blank" rel="noreferrer">
                {t('sheet.seePicture')}
              </a>
            )}
          </div>
          <p className="mb-1 text-break">{q.challenge.reason}</p>
          {q.challenge.decisionReason && (
            <p className="mb-0 text-body-secondary">
              {t('sheet.decision', { reason: q.challenge.decisionReason })}
            </p>
          )}
        </div>
      )}
      {canChallenge && q.challenge?.status !== 'accepted' && q.challenge?.status !== 'rejected' && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => onChallenge(q)}
        >
          {q.challenge ? t('sheet.editChallenge') : t('sheet.challenge')}
        </button>
      )}
    </article>
  );
}
