import type { TTextKey } from '@exam/contracts/papers/entities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n/translations';
import './answer-input.css';

/** The contracts' TEXT_ANSWER_MAX_LENGTH (not imported: its module builds zod schemas, decision 004). */
export const TEXT_ANSWER_MAX_LENGTH = 200;

interface TextAnswerInputProps {
  /** The text as typed ('' when none). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A checked answer (practice): the field turns green or red. */
  verdict?: 'right' | 'wrong';
}

const VERDICT_CLASS = { right: 'is-valid', wrong: 'is-invalid' } as const;

/** A short-answer question's answer: one line of text, without the browser's corrections. */
export function TextAnswerInput({
  value,
  onChange,
  disabled = false,
  verdict,
}: TextAnswerInputProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = `${ownId}-answer`;
  const hintId = `${ownId}-hint`;
  return (
    <div className="text-answer">
      <label htmlFor={inputId} className="form-label fw-semibold mb-1">
        {t('answer.textLabel')}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        className={`form-control${verdict ? ` ${VERDICT_CLASS[verdict]}` : ''}`}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="form-text mt-1 mb-2">
        {t('answer.textHint')}
      </p>
    </div>
  );
}

/** A short-answer question's key: 'Accepted: New Delhi / Delhi', and whether case matters. */
export function AcceptedTexts({ textKey }: { textKey: TTextKey }) {
  const { t } = useTranslation();
  return (
    <>
      {t('answer.acceptedTexts', { answers: textKey.accepted.join(' / ') })}
      {textKey.caseSensitive && <> {t('answer.caseMatters')}</>}
    </>
  );
}
