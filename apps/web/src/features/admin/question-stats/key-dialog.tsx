import type { TCorrectKeyBody, TKeyCorrectionOutcome } from '@exam/contracts/admin/key-corrections';
import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useErrorText } from '../shell/action-message';
import { useKeyCorrection } from '../api/correct-key';
import type { KeyAction } from './question-row';

export interface KeyDialogTarget {
  question: TQuestionStatistics;
  action: KeyAction;
}

function keyText(q: TQuestionStatistics) {
  if (q.numericRange) return `${q.numericRange.min} – ${q.numericRange.max}`;
  const keyed = q.options.filter((o) => o.isKey).map((o) => o.optionCap);
  return keyed.length > 0 ? keyed.join(', ') : '—';
}

/** The new key the form holds, or the label of what is missing. */
function bodyOf(
  q: TQuestionStatistics,
  chosen: number[],
  range: { min: string; max: string },
): Omit<TCorrectKeyBody, 'reason'> | string {
  if (q.questionType === 'numerical') {
    const min = Number(range.min);
    const max = Number(range.max);
    if (range.min.trim() === '' || range.max.trim() === '' || !(min <= max)) return 'rangeNeeded';
    return { numericMin: min, numericMax: max };
  }
  if (q.questionType === 'multiple')
    return chosen.length > 0 ? { answerOptionIds: chosen } : 'chooseOptions';
  return chosen[0] ? { answerOptionId: chosen[0] } : 'chooseOption';
}

/** Correct key / Drop question: the change, the reason, how many attempts it rescores, then the outcome. */
export function KeyDialog({
  setId,
  target,
  submittedAttempts,
  openAttempts,
  onClose,
}: {
  setId: number;
  target: KeyDialogTarget;
  submittedAttempts: number;
  openAttempts: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { pick } = useUiLanguage();
  const errorText = useErrorText();
  const ids = useId();
  const correction = useKeyCorrection();
  const { question, action } = target;
  const [chosen, setChosen] = useState<number[]>([]);
  const [range, setRange] = useState({ min: '', max: '' });
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<TKeyCorrectionOutcome | null>(null);
  const multiple = question.questionType === 'multiple';

  const submit = () => {
    const key = action === 'key' ? bodyOf(question, chosen, range) : {};
    if (typeof key === 'string') return setProblem(key);
    if (reason.trim().length < 3) return setProblem('reasonNeeded');
    setProblem(null);
    const common = { setId, questionId: question.questionId };
    correction.mutate(
      action === 'key'
        ? { ...common, kind: 'key', body: { ...key, reason: reason.trim() } }
        : { ...common, kind: 'drop', body: { reason: reason.trim() } },
      { onSuccess: setDone },
    );
  };

  const toggle = (optionId: number) =>
    setChosen((current) =>
      multiple
        ? current.includes(optionId)
          ? current.filter((id) => id !== optionId)
          : [...current, optionId]
        : [optionId],
    );

  const title = t(
    action === 'key' ? 'questionStats.dialog.keyTitle' : 'questionStats.dialog.dropTitle',
    {
      no: question.questionNo,
    },
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${ids}-title`}>
      <Modal.Header closeButton>
        <Modal.Title id={`${ids}-title`} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {done ? (
          <p className="alert alert-success mb-0" role="status" data-testid="rescored">
            {t('questionStats.dialog.done', { count: done.attemptsRescored })}
          </p>
        ) : (
          <form
            id={`${ids}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <RichContent
              className="small mb-2 qstats-dialog-text"
              html={pick(question.textEn, question.textHi)}
            />
            <p className="small text-body-secondary">
              {t('questionStats.dialog.currentKey', { key: keyText(question) })}
            </p>
            {action === 'drop' && <p>{t('questionStats.dialog.dropRule')}</p>}
            {action === 'key' && question.questionType === 'numerical' && (
              <div className="row g-2 mb-3">
                {(['min', 'max'] as const).map((edge) => (
                  <div className="col-6" key={edge}>
                    <label className="form-label" htmlFor={`${ids}-${edge}`}>
                      {t(`questionStats.dialog.${edge}`)}
                    </label>
                    <input
                      id={`${ids}-${edge}`}
                      className="form-control"
                      inputMode="decimal"
                      value={range[edge]}
                      onChange={(e) => setRange({ ...range, [edge]: e.target.value })}
                    />
                  </div>
                ))}
              </div>
            )}
            {action === 'key' && question.questionType !== 'numerical' && (
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('questionStats.dialog.newKey')}</legend>
                {question.options.map((option) => (
                  <div className="form-check" key={option.optionId}>
                    <input
                      className="form-check-input"
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`${ids}-key`}
                      id={`${ids}-option-${option.optionId}`}
                      checked={chosen.includes(option.optionId)}
                      onChange={() => toggle(option.optionId)}
                    />
                    <label
                      className="form-check-label d-flex gap-1"
                      htmlFor={`${ids}-option-${option.optionId}`}
                    >
                      <span className="fw-semibold">{option.optionCap}.</span>
                      <RichContent inline html={pick(option.textEn, option.textHi)} />
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
            <label className="form-label" htmlFor={`${ids}-reason`}>
              {t('questionStats.dialog.reason')}
            </label>
            <textarea
              id={`${ids}-reason`}
              className="form-control mb-1"
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={`${ids}-reason-hint`}
            />
            <div id={`${ids}-reason-hint`} className="form-text mb-3">
              {t('questionStats.dialog.reasonHint')}
            </div>
            {openAttempts > 0 ? (
              <p className="alert alert-warning mb-2">
                {t('questionStats.dialog.openAttempts', { count: openAttempts })}
              </p>
            ) : (
              <p className="fw-semibold mb-2" data-testid="rescore-preview">
                {t('questionStats.dialog.preview', { count: submittedAttempts })}
              </p>
            )}
            {problem && (
              <p className="alert alert-danger mb-0" role="alert">
                {t(`questionStats.dialog.${problem}`)}
              </p>
            )}
            {correction.isError && (
              <p className="alert alert-danger mb-0" role="alert">
                {errorText(correction.error)}
              </p>
            )}
          </form>
        )}
      </Modal.Body>
      <Modal.Footer>
        {done ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('questionStats.dialog.close')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('questionStats.dialog.cancel')}
            </button>
            <button
              type="submit"
              form={`${ids}-form`}
              className={`btn ${action === 'drop' ? 'btn-danger' : 'btn-primary'}`}
              disabled={correction.isPending || openAttempts > 0}
            >
              {correction.isPending
                ? t('questionStats.dialog.working')
                : t(
                    action === 'drop'
                      ? 'questionStats.dialog.confirmDrop'
                      : 'questionStats.dialog.confirmKey',
                  )}
            </button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
