import type { TKeyCorrectionOutcome } from '@exam/contracts/admin/key-corrections';
import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { NumberField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useErrorText } from '../../shell/components/action-message';
import { useKeyCorrection } from '../api/correct-key';
import { NewKeyPicker } from '../../components/new-key-picker';
import { EMPTY_KEY_FORM, keyFormSchema } from './key-form-schema';
import type { KeyAction } from './question-row';

export interface KeyDialogTarget {
  question: TQuestionStatistics;
  action: KeyAction;
}

function keyText(q: TQuestionStatistics) {
  if (q.numericRange) return `${q.numericRange.min} – ${q.numericRange.max}`;
  if (q.textKey) return q.textKey.accepted.join(' / ');
  const keyed = q.options.filter((o) => o.isKey).map((o) => o.optionCap);
  return keyed.length > 0 ? keyed.join(', ') : '—';
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
  const [done, setDone] = useState<TKeyCorrectionOutcome | null>(null);
  const multiple = question.questionType === 'multiple';
  const form = useForm({
    resolver: zodResolver(keyFormSchema(question, action), formParseOptions),
    defaultValues: EMPTY_KEY_FORM,
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'chosen' });
  // The choice and the range are said in the console's own sentences (keys of the schema).
  const problem = errors.chosen?.message ?? errors.min?.message;

  const submit = form.handleSubmit((body) => {
    const common = { setId, questionId: question.questionId };
    correction.mutate(
      action === 'key'
        ? { ...common, kind: 'key', body }
        : { ...common, kind: 'drop', body: { reason: body.reason } },
      { onSuccess: setDone },
    );
  });

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
          <form id={`${ids}-form`} noValidate onSubmit={(event) => void submit(event)}>
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
                  <NumberField
                    key={edge}
                    className="col-6 mb-0"
                    label={t(`questionStats.dialog.${edge}`)}
                    {...form.register(edge)}
                  />
                ))}
              </div>
            )}
            {action === 'key' && question.questionType !== 'numerical' && (
              <NewKeyPicker
                legend={t('questionStats.dialog.newKey')}
                name={`${ids}-key`}
                idPrefix={`${ids}-option-`}
                options={question.options.map((o) => ({ ...o, html: pick(o.textEn, o.textHi) }))}
                multiple={multiple}
                chosen={chosen}
                onChange={(next) => form.setValue('chosen', next)}
              />
            )}
            <TextareaField
              label={t('questionStats.dialog.reason')}
              hint={t('questionStats.dialog.reasonHint')}
              rows={2}
              maxLength={1000}
              error={errors.reason}
              {...form.register('reason')}
            />
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
                {t(problem)}
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
