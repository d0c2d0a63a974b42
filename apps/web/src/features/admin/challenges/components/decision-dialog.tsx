import type { TChallengedQuestion } from '@exam/contracts/admin/challenges';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useErrorText } from '../../shell/components/action-message';
import { useDecideChallenges } from '../api/challenges';
import { NewKeyPicker } from '../../components/new-key-picker';

type Decision = 'accept-key' | 'accept-drop' | 'reject';

interface DecisionDialogProps {
  scheduleId: number;
  question: TChallengedQuestion | null;
  onClose: () => void;
}

/** Accept (a new key or a drop: the existing key correction, rescoring everyone) or reject. */
export function DecisionDialog({ scheduleId, question, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const decide = useDecideChallenges(scheduleId);
  const [decision, setDecision] = useState<Decision>('accept-key');
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const multiple = question?.questionType === 'multiple';
  const choosable = question !== null && question.options.length > 0;

  const close = () => {
    decide.reset();
    setDecision('accept-key');
    setChosen([]);
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    if (!question) return;
    if (reason.trim().length < 3) return setProblem(t('challenges.reasonNeeded'));
    if (decision === 'accept-key' && chosen.length === 0)
      return setProblem(t('challenges.keyNeeded'));
    setProblem(null);
    const body =
      decision === 'accept-key'
        ? {
            decision,
            key: multiple
              ? { answerOptionIds: chosen, reason }
              : { answerOptionId: chosen[0], reason },
          }
        : { decision, reason };
    decide.mutate({ questionId: question.questionId, body }, { onSuccess: close });
  };
  const decisions: Decision[] = choosable
    ? ['accept-key', 'accept-drop', 'reject']
    : ['accept-drop', 'reject'];
  return (
    <FormDialog
      show={question !== null}
      onHide={close}
      title={t('challenges.decideTitle', { no: question?.questionNo ?? '' })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t(`challenges.submit.${decision}`)}
      pending={decide.isPending}
      danger={decision !== 'reject'}
      failure={(decide.isError && errorText(decide.error)) || problem}
    >
      {question && (
        <>
          <RichContent className="small mb-2" html={question.questionTextEn} />
          <p className="small text-body-secondary">
            {t('challenges.currentKey', { key: question.key || '—' })}
          </p>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('challenges.decision')}</legend>
            {decisions.map((d) => (
              <div className="form-check" key={d}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="decision"
                  id={`decision-${d}`}
                  checked={decision === d}
                  onChange={() => setDecision(d)}
                />
                <label className="form-check-label" htmlFor={`decision-${d}`}>
                  {t(`challenges.decisions.${d}`)}
                </label>
              </div>
            ))}
          </fieldset>
          {decision === 'accept-key' && choosable && (
            <NewKeyPicker
              legend={t('challenges.newKey')}
              name="new-key"
              idPrefix="new-key-"
              options={question.options.map((o) => ({ ...o, html: o.optionTextEn }))}
              multiple={multiple}
              chosen={chosen}
              onChange={setChosen}
            />
          )}
          {decision !== 'reject' && <p className="small">{t('challenges.rescoreNote')}</p>}
          <TextareaField
            label={t('challenges.reason')}
            hint={t('challenges.reasonHint')}
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </FormDialog>
  );
}
