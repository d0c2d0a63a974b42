import type { TNumericKey } from '@exam/contracts/papers/entities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedLabel } from './question-type';
import { acceptTyped, pressKey, type KeypadKey } from './numeric-text';
import './i18n/translations';
import './answer-input.css';

interface NumericAnswerInputProps {
  /** The number as typed ('' when none). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A checked answer (practice): the field turns green or red and the keypad is put away. */
  verdict?: 'right' | 'wrong';
}

const VERDICT_CLASS = { right: 'is-valid', wrong: 'is-invalid' } as const;

const DIGIT_ROWS: KeypadKey[][] = [
  ['7', '8', '9'],
  ['4', '5', '6'],
  ['1', '2', '3'],
  ['0', '.', 'minus'],
];

/**
 * A numerical question's answer: a text field that takes only a number (a phone shows its decimal
 * keyboard) and an on-screen keypad as in NTA's computer-based tests — digits, '.', '−' (the sign),
 * Backspace and Clear All — because many phone keyboards have no minus sign.
 */
export function NumericAnswerInput({
  value,
  onChange,
  disabled = false,
  verdict,
}: NumericAnswerInputProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = `${ownId}-answer`;
  const hintId = `${ownId}-hint`;
  const label = (key: KeypadKey) =>
    key === 'minus'
      ? '−'
      : key === 'backspace' || key === 'clear'
        ? t(`answer.keypad.${key}`)
        : key;
  const press = (key: KeypadKey) => onChange(pressKey(value, key));
  return (
    <div className="numeric-answer">
      <label htmlFor={inputId} className="form-label fw-semibold mb-1">
        {t('answer.numericLabel')}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={`form-control numeric-answer-field${verdict ? ` ${VERDICT_CLASS[verdict]}` : ''}`}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(acceptTyped(value, event.target.value))}
      />
      <p id={hintId} className="form-text mt-1 mb-2">
        {t('answer.numericHint')}
      </p>
      {verdict === undefined && (
        <div className="numeric-keypad" role="group" aria-label={t('answer.keypad.label')}>
          <button
            type="button"
            className="btn btn-light border keypad-wide"
            disabled={disabled || value === ''}
            onClick={() => press('backspace')}
          >
            {label('backspace')}
          </button>
          {DIGIT_ROWS.flat().map((key) => (
            <button
              key={key}
              type="button"
              className="btn btn-light border keypad-key"
              disabled={disabled}
              aria-label={key === 'minus' ? t('answer.keypad.minus') : undefined}
              onClick={() => press(key)}
            >
              {label(key)}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-light border keypad-wide text-danger-emphasis"
            disabled={disabled || value === ''}
            onClick={() => press('clear')}
          >
            {label('clear')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A numerical question's key: 'exactly 2.5' or 'any value from 2.4 to 2.6'. */
export function AcceptedNumber({ range }: { range: TNumericKey }) {
  const { t } = useTranslation();
  const { key, values } = acceptedLabel(range);
  return <>{t(key, values)}</>;
}
